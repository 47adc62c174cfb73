import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { buildSite } from "@/shared/site";
import { registerAuth } from "./auth/plugin";
import type { Config } from "./config";
import type { PiiCipher } from "./crypto/pii-cipher";
import type { Database } from "./db/client";
import { registerErrorHandling } from "./http/errors";
import { loggerOptions, type LogStream } from "./http/logging";
import { answerFrameworkError, registerSecurityHeaders } from "./http/security";
import { MemorySite } from "./http/memory-site";
import { registerStaticSite, staticSitePaths } from "./http/static-site";
import { auditRoutes } from "./modules/audit/routes";
import { adminEmployeeRoutes } from "./modules/employees/admin-routes";
import { hrEmployeeRoutes } from "./modules/employees/hr-routes";
import { documentRoutes } from "./modules/employees/document-routes";
import { peopleRoutes } from "./modules/employees/people-routes";
import { attendanceRoutes } from "./modules/attendance/routes";
import { profileRoutes } from "./modules/employees/profile-routes";
import { databaseCheck } from "./modules/health/database-check";
import { keptHealthAnswer } from "./modules/health/kept-answer";
import { healthRoutes } from "./modules/health/routes";
import { holidayRoutes } from "./modules/holidays/routes";
import { leaveAllowanceRoutes } from "./modules/leave/allowance-routes";
import { hrLeaveRoutes } from "./modules/leave/hr-routes";
import { teamRoutes } from "./modules/team/routes";
import { hrAttendanceRoutes } from "./modules/attendance/hr-routes";
import { payrollRoutes } from "./modules/payroll/routes";
import { payrollPaymentRoutes } from "./modules/payroll-payment/routes";
import { leaveRoutes } from "./modules/leave/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { exportRoutes } from "./modules/exports/routes";
import { adminInquiryRoutes } from "./modules/inquiries/admin-routes";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { inquiryReplyRoutes } from "./modules/inquiries/reply-routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { unsubscribeRoutes } from "./modules/newsletter/unsubscribe-routes";
import { policyEmailRoutes } from "./modules/policies/email-routes";
import { employeePolicyRoutes } from "./modules/policies/employee-routes";
import { careersPageRenderer } from "./modules/jobs/careers-page";
import { jobRoutes } from "./modules/jobs/routes";
import type { ModuleOptions } from "./modules/module-options";
import { policyRoutes } from "./modules/policies/routes";
import { projectRoutes } from "./modules/projects/routes";
import { hrStatsRoutes } from "./modules/stats/hr-routes";
import { statsRoutes } from "./modules/stats/routes";
import { adminSubscriberRoutes } from "./modules/subscribers/admin-routes";
import { subscriberRoutes } from "./modules/subscribers/routes";
import { employeeTaxRoutes } from "./modules/tax/employee-routes";
import { hrTaxRoutes } from "./modules/tax/hr-routes";
import { statutoryReturnsRoutes } from "./modules/statutory-returns/routes";
import { separationRoutes } from "./modules/separations/routes";
import { salaryRevisionRoutes } from "./modules/salary-revisions/routes";
import { payItemRoutes } from "./modules/pay-items/routes";
import { employeeCorrectionRoutes } from "./modules/regularisations/employee-routes";
import { hrCorrectionRoutes } from "./modules/regularisations/hr-routes";
import { teamCorrectionRoutes } from "./modules/regularisations/team-routes";
import { outboxRoutes } from "./modules/outbox/routes";
import { notificationRoutes } from "./modules/notifications/routes";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built site (dist/client); pages are answered with 503 when it is not built. */
  siteRoot: string;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The clock used for sessions, lockouts and audit times (tests move it). */
  now?: () => Date;
  /** The key for personal identifiers and documents (loadPiiCipher at start). */
  cipher: PiiCipher;
  /**
   * Answer the built site's files and pages from memory, before Fastify (src/server/http/memory-site.ts):
   * main.ts sets it; tests that inject() reach the ordinary file route.
   */
  siteInMemory?: boolean;
  /** Called for every route as it is registered (the access-matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many addresses counted from the server's side of
 * the X-Forwarded-For chain (the socket first), so entries a client wrote itself are never taken.
 */
function trustProxyOption(trust: Config["TRUST_PROXY"]): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const memorySite = deps.siteInMemory ? new MemorySite(config.TRUST_PROXY) : undefined;
  const app = Fastify({
    ...(memorySite ? { serverFactory: memorySite.serverFactory() } : {}),
    logger: deps.logger === false ? false : loggerOptions(config.LOG_LEVEL, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  registerSecurityHeaders(app, {
    frameOrigins: [site.map.origin],
    connectOrigins: config.GEOCODER_URL ? [new URL(config.GEOCODER_URL).origin] : [],
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: `${site.name} API`, version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  const db = database.db;
  // Before any route: the access hook guards /api/admin/*, /api/hr/* and /api/employee/* by path.
  const now = deps.now ?? (() => new Date());
  await registerAuth(app, { db, config, now });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  const databaseUp = databaseCheck(() => database.ping());
  await app.register(healthRoutes, { database, databaseUp });
  await app.register(subscriberRoutes, { db });
  const modules: ModuleOptions = { db, config, now, cipher: deps.cipher };
  await app.register(inquiryRoutes, modules);
  await app.register(unsubscribeRoutes, modules);
  await app.register(statsRoutes, modules);
  await app.register(projectRoutes, modules);
  await app.register(adminInquiryRoutes, modules);
  await app.register(adminSubscriberRoutes, modules);
  await app.register(inquiryReplyRoutes, modules);
  await app.register(newsletterRoutes, modules);
  await app.register(jobRoutes, modules);
  await app.register(exportRoutes, modules);
  await app.register(adminEmployeeRoutes, modules);
  await app.register(hrEmployeeRoutes, modules);
  await app.register(hrStatsRoutes, modules);
  await app.register(auditRoutes, modules);
  await app.register(settingsRoutes, modules);
  await app.register(profileRoutes, modules);
  await app.register(attendanceRoutes, modules);
  await app.register(leaveRoutes, modules);
  await app.register(hrLeaveRoutes, modules);
  await app.register(teamRoutes, modules);
  await app.register(leaveAllowanceRoutes, modules);
  await app.register(policyRoutes, modules);
  await app.register(policyEmailRoutes, modules);
  await app.register(employeePolicyRoutes, modules);
  await app.register(holidayRoutes, modules);
  await app.register(hrAttendanceRoutes, modules);
  await app.register(payrollRoutes, modules);
  await app.register(payrollPaymentRoutes, modules);
  await app.register(employeeTaxRoutes, modules);
  await app.register(hrTaxRoutes, modules);
  await app.register(statutoryReturnsRoutes, modules);
  await app.register(separationRoutes, modules);
  await app.register(salaryRevisionRoutes, modules);
  await app.register(payItemRoutes, modules);
  await app.register(employeeCorrectionRoutes, modules);
  await app.register(teamCorrectionRoutes, modules);
  await app.register(hrCorrectionRoutes, modules);
  await app.register(outboxRoutes, modules);
  await app.register(notificationRoutes, modules);
  for (const area of ["admin", "hr"] as const) {
    await app.register(peopleRoutes, { ...modules, area });
    await app.register(documentRoutes, { ...modules, area });
  }

  const dynamicPages = { "/careers": careersPageRenderer(deps.siteRoot, db, site, config.BUSINESS_TIMEZONE) };
  await registerStaticSite(app, deps.siteRoot, dynamicPages);
  if (memorySite) {
    await app.ready();
    await memorySite.load(app, staticSitePaths(deps.siteRoot, dynamicPages), [keptHealthAnswer(databaseUp)]);
  }
  return app;
}
