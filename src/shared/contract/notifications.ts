// The bell in each dashboard's header (docs/product.md section 11.4): a person's recent notifications.
import * as z from "zod/mini";
import type { Portal } from "./auth";

export const NOTIFICATIONS_PATHS: Record<Portal, string> = {
  admin: "/api/admin/notifications",
  hr: "/api/hr/notifications",
  employee: "/api/employee/notifications",
};
export const notificationsReadPath = (portal: Portal) => `${NOTIFICATIONS_PATHS[portal]}/read`;
/** How many of the newest the bell lists. */
export const NOTIFICATIONS_SHOWN = 20;

export const notificationSchema = z.object({
  id: z.int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A portal path to open, e.g. '/hr-dashboard'. */
  link: z.nullable(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({ items: z.array(notificationSchema), unread: z.int() });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const idsMessage = "ids must be a list of up to 100 notification ids";
/** Without ids every unread notification is marked read. */
export const markReadSchema = z.object({
  ids: z.optional(
    z.array(z.int({ error: idsMessage }).check(z.gte(1, idsMessage), z.lte(2147483647, idsMessage))).check(z.maxLength(100, idsMessage)),
  ),
});
export type MarkReadInput = z.input<typeof markReadSchema>;
export const markReadResponseSchema = z.object({ marked: z.int(), unread: z.int() });
