import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, noContentSchema } from "@/shared/contract/common";
import {
  separationAnswerSchema,
  separationInputSchema,
  separationMessages,
  separationPath,
  settlementSchema,
  settlementStatementPath,
  settlementPath,
} from "@/shared/contract/separation";
import { businessDate } from "@/shared/domain/business-time";
import { buildSite } from "@/shared/site";
import { actorOf } from "../../auth/guard";
import { NotFoundError } from "../../http/errors";
import { serviceContexts } from "../../http/service-context";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { saveSeparationOf, separationOf, withdrawSeparation } from "./service";
import { settlementRecord, toSeparation } from "./settlement-service";
import { deactivateLeavers, SWEEP_INTERVAL_MS } from "./sweep";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const path = (builder: (id: number) => string) => builder(0).replace("/0/", "/:id/");

/**
 * A leaver's separation and settlement (docs/product.md section 9.14.4), HR or admin by the /api/hr path; and
 * the sweep that deactivates leavers after their last working day, at start and hourly (sweep.ts).
 */
export const separationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const timeZone = config.BUSINESS_TIMEZONE;
  const today = () => businessDate(now(), timeZone);
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  const { street, locality, city, region, postalCode } = site.address;

  const sweep = () =>
    deactivateLeavers(db, now(), timeZone).catch((error: unknown) => app.log.error({ err: error }, "deactivating leavers failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  const contextOf = serviceContexts({ db, config, now });
  const read = async (request: FastifyRequest, id: number) => {
    const context = contextOf(request);
    const { employee, separation } = await separationOf(context, id);
    if (!separation) throw new NotFoundError(separationMessages.none);
    return settlementRecord(context, employee, separation);
  };

  app.get(
    path(separationPath),
    {
      schema: {
        summary: "A person's separation (null when none)",
        params: idParamsSchema,
        response: { 200: separationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { separation } = await separationOf(contextOf(request), request.params.id);
      return { separation: separation ? toSeparation(separation) : null };
    },
  );
  app.put(
    path(separationPath),
    {
      schema: {
        summary: "Record or change a separation and its settlement (audited)",
        params: idParamsSchema,
        body: separationInputSchema,
        response: { 200: separationAnswerSchema, ...errors },
      },
    },
    async (request) => ({ separation: toSeparation(await saveSeparationOf(contextOf(request), request.params.id, request.body)) }),
  );
  app.delete(
    path(separationPath),
    {
      schema: {
        summary: "Withdraw a separation and its settlement (audited)",
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await withdrawSeparation(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    path(settlementPath),
    {
      schema: {
        summary: "The settlement: every figure with how it was computed",
        params: idParamsSchema,
        response: { 200: settlementSchema, ...errors },
      },
    },
    async (request) => read(request, request.params.id),
  );
  app.get(
    path(settlementStatementPath),
    { schema: { summary: "The settlement statement as PDF (audited)", params: idParamsSchema, response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const record = await read(request, request.params.id);
      const header = {
        companyName: site.name,
        companyAddress: `${street}, ${locality}, ${city}, ${region} ${postalCode}`,
        generatedOn: today(),
      };
      const pdf = await (await import("./statement-pdf")).renderStatement(header, record);
      await recordStaffAction(
        db,
        actorOf(request),
        "separation.statement_downloaded",
        `employee:${request.params.id}`,
        { employeeId: record.employee.employeeId },
        now(),
      );
      const fileName = `settlement-${record.employee.employeeId}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
};
