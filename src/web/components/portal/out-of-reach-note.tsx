/**
 * In place of a row's actions a user who is not an admin may not take on an admin account's row (HR's reach,
 * docs/product.md section 9.9; outOfHrReach), in HR's desks and a manager's Team view: the contract's refusal, so
 * the row reads as read-only and says who can act.
 */
export function OutOfReachNote({ reason }: { reason: string }) {
  return <p className="max-w-48 text-xs text-slate-600">{reason}</p>;
}
