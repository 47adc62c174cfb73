import type { FastifyServerOptions } from "fastify";

/** Where log lines go (pino writes one JSON line per call). */
export interface LogStream {
  write(line: string): void;
}

/** Request logs carry method, path and status only: no query strings, addresses or bodies (personal data). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split("?")[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
