import { MailX } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { UNSUBSCRIBE_API_PATH, unsubscribeMessages } from "@/shared/contract/paths";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { site } from "@/web/lib/site";

type State = { step: "ready" | "busy" } | { step: "done" | "failed"; message: string };

const FAILURE = "Something went wrong. Please try again later.";

/** The server's `message`, when the answer carries one. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newsletter's unsubscribe page (docs/product.md section 11), opened from the personal link in every
 * newsletter: it asks first (a link opened by a mail scanner must not unsubscribe anyone), then posts the same
 * one-click request a mail program's Unsubscribe button sends (RFC 8058).
 */
export function UnsubscribePage() {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: "ready" });
  // The page is prerendered without a token: read it once in the browser.
  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get("t");
    if (t) setToken(t);
    else setState({ step: "failed", message: unsubscribeMessages.invalid });
  }, []);

  const unsubscribe = async () => {
    if (!token || state.step === "busy") return;
    setState({ step: "busy" });
    try {
      const response = await fetch(`${UNSUBSCRIBE_API_PATH}?t=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      const message = await messageOf(response);
      setState(
        response.ok ? { step: "done", message: message ?? unsubscribeMessages.done } : { step: "failed", message: message ?? FAILURE },
      );
    } catch {
      setState({ step: "failed", message: FAILURE });
    }
  };

  const answered = state.step === "done" || state.step === "failed";
  return (
    <section className="bg-brand-50 pt-36 pb-24">
      <Container width="xl">
        <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
          <MailX className="mx-auto size-10 text-gold-700" aria-hidden="true" />
          <h1 className="mt-4 font-display text-3xl font-bold text-brand-900">Unsubscribe</h1>
          {/*
            The question and the answer share one grid cell, the hidden one kept invisible: the card is as tall as
            the taller of the two from the first paint, so the prerendered question giving way to an answer (a link
            opened without its token) moves nothing below it (no layout shift, docs/product.md section 11).
          */}
          <div className="grid [grid-template-areas:'state']">
            <div className={`[grid-area:state] ${answered ? "invisible" : ""}`} aria-hidden={answered}>
              <p className="mt-4 text-lg text-slate-700">Stop receiving the {site.name} newsletter at this address?</p>
              <Button className="mt-6" onClick={() => void unsubscribe()} disabled={!token || answered || state.step === "busy"}>
                {state.step === "busy" ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </div>
            <div className={`self-center [grid-area:state] ${answered ? "" : "invisible"}`}>
              {answered ? (
                <p
                  role={state.step === "failed" ? "alert" : "status"}
                  className={`mt-4 text-lg ${state.step === "failed" ? "text-red-700" : "text-slate-700"}`}
                >
                  {state.message}
                </p>
              ) : (
                <p className="mt-4 text-lg" aria-hidden="true">
                  {unsubscribeMessages.invalid}
                </p>
              )}
            </div>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            <Link href="/" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Go to the home page
            </Link>
          </p>
        </div>
      </Container>
    </section>
  );
}
