import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/web/lib/api";
import { sendDecision, type AfterRefusal } from "./decision-dialog";

const outcome = { success: { title: "Leave approved" }, failure: "Failed to approve leave" };
const refused = (status: number, message: string) => new ApiRequestError(status, JSON.stringify({ message }), message);

async function closes(decide: () => Promise<unknown>, afterRefusal?: (failure: unknown, message: string) => AfterRefusal): Promise<number> {
  let closed = 0;
  await sendDecision(decide, { ...outcome, afterRefusal }, () => (closed += 1));
  return closed;
}

describe("a decision sent from the one decision dialog", () => {
  it("closes once after success", async () => {
    expect(await closes(() => Promise.resolve({}))).toBe(1);
  });

  it("closes after a failure unless the caller keeps the refusal on screen, and hands it the server's message", async () => {
    expect(await closes(() => Promise.reject(refused(500, "Something went wrong")))).toBe(1);
    const seen: string[] = [];
    const keepBalanceRefusal = (failure: unknown, message: string): AfterRefusal => {
      seen.push(message);
      return failure instanceof ApiRequestError && failure.status === 409 ? "stay" : "close";
    };
    expect(await closes(() => Promise.reject(refused(409, "Beyond the balance: ask HR")), keepBalanceRefusal)).toBe(0);
    expect(await closes(() => Promise.reject(new Error("offline")), keepBalanceRefusal)).toBe(1);
    expect(seen[0]).toBe("Beyond the balance: ask HR");
  });
});
