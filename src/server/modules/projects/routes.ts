import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, listQuerySchema, noContentSchema } from "@/shared/contract/common";
import { ADMIN_PROJECTS_PATH, projectInputSchema, projectMessages, projectSchema } from "@/shared/contract/projects";
import { actorOf } from "../../auth/guard";
import { pageShape } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { ReadCache } from "../../http/read-cache";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { deleteProject, insertProject, listProjects, updateProject } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const notFound = () => new NotFoundError(projectMessages.notFound);

/** The admin dashboard's projects (docs/product.md section 9.4). Guarded as admin by the /api/admin/ path. */
export const projectRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const kept = new ReadCache(db, now);
  app.get(
    ADMIN_PROJECTS_PATH,
    {
      schema: {
        summary: "Projects, newest first (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(projectSchema), ...errors },
      },
    },
    async (request, reply) => kept.send(request, reply, () => listProjects(db, request.query), pageShape),
  );

  app.post(
    ADMIN_PROJECTS_PATH,
    { schema: { summary: "Create a project", body: projectInputSchema, response: { 201: projectSchema, ...errors } } },
    async (request, reply) => {
      // The change and its audit entry are one transaction: no project without its entry.
      const project = await db.transaction(async (tx) => {
        const created = await insertProject(tx, request.body, now());
        await recordStaffAction(
          tx,
          actorOf(request),
          "project.created",
          `project:${created.id}`,
          { projectName: created.projectName },
          now(),
        );
        return created;
      });
      return reply.code(201).send(project);
    },
  );

  app.put(
    `${ADMIN_PROJECTS_PATH}/:id`,
    {
      schema: {
        summary: "Update a project",
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      return db.transaction(async (tx) => {
        const project = await updateProject(tx, request.params.id, request.body, now());
        if (!project) throw notFound();
        await recordStaffAction(
          tx,
          actorOf(request),
          "project.updated",
          `project:${project.id}`,
          { projectName: project.projectName },
          now(),
        );
        return project;
      });
    },
  );

  app.delete(
    `${ADMIN_PROJECTS_PATH}/:id`,
    { schema: { summary: "Delete a project", params: idParamsSchema, response: { 204: noContentSchema, 404: apiErrorSchema, ...errors } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const projectName = await deleteProject(tx, request.params.id);
        if (projectName === undefined) throw notFound();
        await recordStaffAction(tx, actorOf(request), "project.deleted", `project:${request.params.id}`, { projectName }, now());
      });
      return reply.code(204).send(null);
    },
  );
};
