import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { formatMailDate, formatMailDateTime, formatMailRupees, mailSettings, portalUrl, renderMail } from "./template";

const settings = mailSettings(loadConfig({ PUBLIC_BASE_URL: "https://portal.example.in/" }));

describe("renderMail", () => {
  it("writes the greeting, paragraphs, link and footer as text and as HTML", () => {
    const { text, html } = renderMail(
      {
        greeting: "Dear Priya,",
        paragraphs: ["Your leave is approved.", "Enjoy the break."],
        link: { label: "Open the portal", url: "/employee-dashboard" },
      },
      settings,
    );
    expect(text).toBe(
      "Dear Priya,\n\nYour leave is approved.\n\nEnjoy the break.\n\nOpen the portal: https://portal.example.in/employee-dashboard\n\n-- \nPrasthan Realty · https://portal.example.in\n",
    );
    expect(html).toContain('<a href="https://portal.example.in/employee-dashboard"');
    expect(html).toContain(">Open the portal</a>");
    expect(html).toContain("<strong>Prasthan Realty</strong>");
    expect(html.startsWith("<!doctype html>")).toBe(true);
  });

  it("escapes every value in the HTML and keeps line breaks", () => {
    const { text, html } = renderMail(
      { greeting: 'Hi <b>"x"</b> & co', paragraphs: ["line one\nline <two>"], footer: "Tom's <footer>" },
      settings,
    );
    expect(html).toContain("Hi &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; co");
    expect(html).toContain("line one<br>line &lt;two&gt;");
    expect(html).toContain("Tom&#39;s &lt;footer&gt;");
    expect(html).not.toContain("<two>");
    expect(text).toContain("line one\nline <two>");
    expect(text).toContain("-- \nTom's <footer>");
  });

  it("links an absolute address as it is and a path under the base URL", () => {
    expect(portalUrl(settings, "https://elsewhere.example/x")).toBe("https://elsewhere.example/x");
    expect(portalUrl(settings, "reset-password?token=a")).toBe("https://portal.example.in/reset-password?token=a");
  });

  it("uses the company website as the base URL when PUBLIC_BASE_URL is unset", () => {
    expect(mailSettings(loadConfig({ COMPANY_EMAIL_DOMAIN: "acme.in", COMPANY_NAME: "Acme Homes" }))).toEqual({
      companyName: "Acme Homes",
      baseUrl: "https://www.acme.in",
      timeZone: "Asia/Kolkata",
    });
  });

  it("formats dates, instants and money the Indian way", () => {
    expect(formatMailDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatMailRupees(123456)).toBe("₹1,23,456");
    expect(formatMailDateTime(new Date("2026-11-22T10:15:00Z"), settings)).toBe("22 Nov 2026, 3:45 pm");
  });
});
