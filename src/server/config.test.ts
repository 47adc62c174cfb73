import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      BUSINESS_TIMEZONE: "Asia/Kolkata",
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 12,
      DEMO_DATA: false,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", GEOCODER_URL: "", COMPANY_NAME: " " }).DATABASE_URL).toBeUndefined();
  });

  it("reads valid values", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      COMPANY_EMAIL_DOMAIN: "acme.in",
      DEMO_DATA: "1",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({ PORT: 8080, COMPANY_EMAIL_DOMAIN: "acme.in", DEMO_DATA: true, TRUST_PROXY: 1 });
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxy addresses, and refuses trusting every hop", () => {
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.2, 192.168.0.0/16,::1,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.2",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    for (const bad of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "proxy.internal"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be 0, the number of proxies/);
    }
  });

  it("reads the e-mail settings and refuses bad ones with the reason", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      MAIL_FROM: "hello@acme.in",
      INQUIRY_NOTIFY_TO: " sales@acme.in, owner@acme.in ,",
      PUBLIC_BASE_URL: "https://portal.acme.in/",
    });
    expect(config).toMatchObject({
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      MAIL_FROM: "hello@acme.in",
      INQUIRY_NOTIFY_TO: ["sales@acme.in", "owner@acme.in"],
      PUBLIC_BASE_URL: "https://portal.acme.in",
    });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
    const unset = loadConfig({ SMTP_URL: "", MAIL_FROM: " ", INQUIRY_NOTIFY_TO: "", PUBLIC_BASE_URL: "" });
    expect([unset.SMTP_URL, unset.MAIL_FROM, unset.INQUIRY_NOTIFY_TO, unset.PUBLIC_BASE_URL]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    const bad: [Record<string, string>, string][] = [
      [{ SMTP_URL: "https://smtp.example.in" }, "SMTP_URL: must be smtp://user:password@host:port or smtps://user:password@host:port"],
      [{ SMTP_URL: "smtp://" }, "SMTP_URL: must be smtp://user:password@host:port or smtps://user:password@host:port"],
      [{ MAIL_FROM: "no-reply" }, "MAIL_FROM: must be an e-mail address such as no-reply@example.com"],
      [{ INQUIRY_NOTIFY_TO: "sales@acme.in, owner" }, "INQUIRY_NOTIFY_TO: must be a comma-separated list of e-mail addresses (not: owner)"],
      [{ PUBLIC_BASE_URL: "portal.acme.in" }, "PUBLIC_BASE_URL: must be the portal's address, such as https://portal.example.com"],
    ];
    for (const [env, message] of bad) expect(() => loadConfig(env), message).toThrow(message);
  });

  it("fails fast listing every bad variable", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "http",
        DATABASE_URL: "mysql://x",
        BUSINESS_TIMEZONE: "Mars/Base",
        COMPANY_EMAIL_DOMAIN: "not a domain",
        LOG_LEVEL: "loud",
        SESSION_IDLE_MINUTES: "0",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "BUSINESS_TIMEZONE", "COMPANY_EMAIL_DOMAIN", "LOG_LEVEL", "SESSION_IDLE_MINUTES"]) {
      expect(message).toContain(`${name}:`);
    }
  });
});
