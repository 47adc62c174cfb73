import { paymentMessages } from "@/shared/contract/payroll-payment";
import type { Actor } from "../../auth/actor";
import { verifyPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import { FieldError } from "../../http/errors";
import { hitRateLimit, resetRateLimit, tooManyRequests, type RateRule } from "../../http/rate-limit";
import { recordStaffAction } from "../audit/store";

/**
 * The password of whoever acts (`actor`), asked again before the file with full account numbers (docs/product.md section
 * 9.14.1). Guessing it through a stolen session is limited like the password change: 5 tries per account in 15
 * minutes, counted before the password is looked at (so parallel guesses cannot slip past), forgiven on success.
 * A wrong password is 400 under `password`; a refusal is audited (never the password).
 */
export const PASSWORD_AGAIN_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

const rule = (accountId: number): RateRule => ({ key: `bank-file:account:${accountId}`, ...PASSWORD_AGAIN_LIMIT });

export async function checkPasswordAgain(db: Db, actor: Actor, attempt: { password: string; month: string; at: Date }): Promise<void> {
  const { account } = actor;
  const { password, month, at } = attempt;
  const attempts = await hitRateLimit(db, rule(account.id), at);
  if (!attempts.allowed) {
    await recordStaffAction(db, actor, "payroll.bank_file_refused", `payroll:${month}`, { reason: "too_many_attempts" }, at);
    throw tooManyRequests(attempts.retryAfterSeconds, "wrong passwords");
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordStaffAction(db, actor, "payroll.bank_file_refused", `payroll:${month}`, { reason: "wrong_password" }, at);
    throw new FieldError("password", paymentMessages.wrongPassword);
  }
  await resetRateLimit(db, rule(account.id).key);
}
