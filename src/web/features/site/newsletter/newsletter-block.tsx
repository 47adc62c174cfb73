import { MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { HONEYPOT_NAME, subscribedMessage, SUBSCRIBERS_PATH } from "@/shared/contract/paths";
import { Container } from "@/web/components/section";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/field";
import { apiRequest } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";

/** The newsletter notices (docs/product.md section 3.11). */
const FAILURE = "Failed to subscribe. Please try again later.";

/**
 * docs/product.md section 3.11: the newsletter block above the footer of every public page.
 * Idle, submitting ('Subscribing...', disabled), then success (field cleared) or failure.
 */
export function NewsletterBlock() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The shared schema (and the validation library) loads on first use, keeping it out of every page's bundle.
    const { subscriberInputSchema } = await import("@/shared/contract/subscribers");
    const parsed = subscriberInputSchema.safeParse({ email, website });
    if (!parsed.success) {
      // An empty address gives 'Please enter your email address' (the schema's message).
      toast.error("Error", { description: parsed.error.issues[0]?.message ?? FAILURE });
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest("POST", SUBSCRIBERS_PATH, { email: parsed.data.email, website });
      setEmail("");
      toast.success("Success!", { description: subscribedMessage });
    } catch {
      // Any non-2xx answer or network failure.
      toast.error("Error", { description: FAILURE });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-brand-50">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-gold-300/25 blur-3xl" />
      <Container className="relative grid items-center gap-8 py-14 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-gold-700">
            <MailCheck className="size-4" aria-hidden="true" />
            Newsletter
          </p>
          <h2 id={`${id}-title`} className="mt-2 font-display text-3xl font-bold text-brand-900">
            Stay Ahead of Pune&apos;s Property Market
          </h2>
          <p className="mt-3 max-w-xl text-slate-700">
            One e-mail a month on new launches, pricing trends and buyer demand across Pune&apos;s micro-markets, written for developers and
            investors.
          </p>
        </div>
        {/* noValidate: a malformed address gets the schema's notice (docs/product.md section 3.11), not the browser's own bubble. */}
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="w-full lg:justify-self-end lg:max-w-lg"
          aria-describedby={`${id}-note`}
        >
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="flex-1">
              <label htmlFor={`${id}-email`} className="sr-only">
                Email address
              </label>
              <Input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder="Enter your email address"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                large
              />
            </div>
            {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                type="text"
                name={HONEYPOT_NAME}
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" size="lg" disabled={submitting} className="sm:min-w-36">
              {submitting ? "Subscribing..." : "Subscribe"}
            </Button>
          </div>
          <p id={`${id}-note`} className="mt-3 text-sm text-slate-600">
            No spam. Unsubscribe with one click from any issue.
          </p>
        </form>
      </Container>
    </section>
  );
}
