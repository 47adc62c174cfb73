import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, listQuerySchema } from "@/shared/contract/common";
import { ADMIN_JOBS_PATH, jobInputSchema, jobMessages, jobSchema, PUBLIC_JOBS_PATH, publicJobSchema } from "@/shared/contract/jobs";
import { actorOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { findJob, insertJob, listActiveJobs, listJobs, updateJob } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Job openings: managed on the admin dashboard, the active ones listed publicly for the careers page. */
export const jobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  app.get(
    PUBLIC_JOBS_PATH,
    {
      schema: {
        summary: "The active job openings (careers page), each with the business day it was posted",
        response: { 200: z.array(publicJobSchema) },
      },
    },
    async () => listActiveJobs(db, config.BUSINESS_TIMEZONE),
  );

  app.get(
    ADMIN_JOBS_PATH,
    {
      schema: {
        summary: "Job openings, newest first (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(jobSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listJobs(db, request.query)),
  );

  app.post(
    ADMIN_JOBS_PATH,
    { schema: { summary: "Post a job opening", body: jobInputSchema, response: { 201: jobSchema, ...errors } } },
    async (request, reply) => {
      // The change and its audit entry are one transaction.
      const job = await db.transaction(async (tx) => {
        const created = await insertJob(tx, request.body, now());
        await recordStaffAction(
          tx,
          actorOf(request),
          "job.created",
          `job:${created.id}`,
          { title: created.title, isActive: created.isActive },
          now(),
        );
        return created;
      });
      return reply.code(201).send(job);
    },
  );

  app.put(
    `${ADMIN_JOBS_PATH}/:id`,
    {
      schema: {
        summary: "Edit a job opening; isActive false closes it, true reopens it",
        params: idParamsSchema,
        body: jobInputSchema,
        response: { 200: jobSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      return db.transaction(async (tx) => {
        // Locked, so two concurrent edits each audit what they really changed (closed, reopened or updated).
        const before = await findJob(tx, request.params.id, { forUpdate: true });
        if (!before) throw new NotFoundError(jobMessages.notFound);
        const job = (await updateJob(tx, before.id, request.body, now()))!;
        const event = before.isActive === job.isActive ? "job.updated" : job.isActive ? "job.reopened" : "job.closed";
        await recordStaffAction(tx, actorOf(request), event, `job:${job.id}`, { title: job.title }, now());
        return job;
      });
    },
  );
};
