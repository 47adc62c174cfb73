import type { FastifyServerOptions } from "fastify";

/** Request logs carry method, path and status only: no query strings, addresses or bodies (personal data). */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split("?")[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
