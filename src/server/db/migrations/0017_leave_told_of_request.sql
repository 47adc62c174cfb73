-- Who a leave request's e-mail and notification went to, so its cancellation tells the same people (docs/product.md
-- section 11.6). Requests filed before this stay null: their cancellation tells today's HR users and manager, as before.
ALTER TABLE "leave_requests" ADD COLUMN "told_of_request" jsonb;
