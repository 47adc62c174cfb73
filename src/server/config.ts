import { isIP } from "node:net";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["", "0", "1", "true", "false"])
  .optional()
  .transform((value) => value === "1" || value === "true");

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const maxBits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
}

/**
 * Which proxies in front of the server are trusted for the client address and protocol: none (0), a
 * number of hops (1 = exactly one proxy: its X-Forwarded-For entry is the client, anything a client
 * wrote before it is ignored), or a comma-separated list of proxy addresses and CIDR ranges.
 * Trusting every hop ("true") would let a client choose its own address, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default("0")
  .transform((value, context): false | number | string[] => {
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: "custom",
      message: "must be 0, the number of proxies in front of the server (such as 1), or a comma-separated list of proxy addresses",
    });
    return z.NEVER;
  });

/** DATA_ENCRYPTION_KEY: 32 random bytes in base64 (docs/product.md section 10.7). */
const encryptionKey = optionalString.pipe(
  z
    .string()
    .transform((value) => Buffer.from(value, "base64"))
    .refine((key) => key.length === 32, "must be 32 random bytes in base64 (openssl rand -base64 32)")
    .optional(),
);

/** INQUIRY_NOTIFY_TO: a comma-separated list of e-mail addresses (docs/product.md section 11). */
const addressList = z
  .string()
  .trim()
  .optional()
  .transform((value, context): string[] | undefined => {
    const entries = (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return undefined;
    const bad = entries.filter((entry) => !z.email().safeParse(entry).success);
    if (bad.length === 0) return entries;
    context.addIssue({ code: "custom", message: `must be a comma-separated list of e-mail addresses (not: ${bad.join(", ")})` });
    return z.NEVER;
  });

/** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
const smtpUrl = optionalString.pipe(
  z
    .url({ protocol: /^smtps?$/, hostname: /^.+$/, error: "must be smtp://user:password@host:port or smtps://user:password@host:port" })
    .optional(),
);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  COMPANY_NAME: optionalString,
  COMPANY_EMAIL_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain name such as example.com")
      .optional(),
  ),
  BUSINESS_TIMEZONE: z
    .string()
    .default("Asia/Kolkata")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-IN", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as Asia/Kolkata"),
  GEOCODER_URL: optionalString.pipe(z.url().optional()),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  DATA_ENCRYPTION_KEY: encryptionKey,
  SMTP_URL: smtpUrl,
  /** Sender of every e-mail; default no-reply@ + COMPANY_EMAIL_DOMAIN (mail/sender.ts). */
  MAIL_FROM: optionalString.pipe(z.email("must be an e-mail address such as no-reply@example.com").optional()),
  INQUIRY_NOTIFY_TO: addressList,
  /** The portal's address in e-mailed links; default the company website's (https://www. + COMPANY_EMAIL_DOMAIN). */
  PUBLIC_BASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be the portal's address, such as https://portal.example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
