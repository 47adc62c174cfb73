import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { portals } from "@/shared/contract/auth";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  markReadResponseSchema,
  markReadSchema,
  NOTIFICATIONS_PATHS,
  NOTIFICATIONS_SHOWN,
  notificationsReadPath,
  notificationsResponseSchema,
} from "@/shared/contract/notifications";
import { staffOf } from "../../auth/guard";
import type { ModuleOptions } from "../module-options";
import { markRead, recentNotifications, unreadCount } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The bell of each dashboard (docs/product.md section 11.4): GET /api/{portal}/notifications lists the signed-in
 * person's own newest 20 with the unread count; POST .../read marks some or all of them read. The account comes
 * from the session only, and each portal's path is guarded by its area like every other route there.
 */
export const notificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  for (const portal of portals) {
    app.get(
      NOTIFICATIONS_PATHS[portal],
      {
        schema: {
          summary: `Own notifications (${portal} portal): the newest ${NOTIFICATIONS_SHOWN} and the unread count`,
          response: { 200: notificationsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { items, unread } = await recentNotifications(db, staffOf(request).account.id, NOTIFICATIONS_SHOWN);
        return {
          unread,
          items: items.map(({ createdAt, readAt, ...item }) => ({ ...item, createdAt: createdAt.toISOString(), read: readAt !== null })),
        };
      },
    );

    app.post(
      notificationsReadPath(portal),
      {
        schema: {
          summary: `Mark own notifications read (${portal} portal): the ids given, or all`,
          body: markReadSchema,
          response: { 200: markReadResponseSchema, ...errors },
        },
      },
      async (request) => {
        const accountId = staffOf(request).account.id;
        const marked = await markRead(db, accountId, request.body.ids, now());
        return { marked, unread: await unreadCount(db, accountId) };
      },
    );
  }
};
