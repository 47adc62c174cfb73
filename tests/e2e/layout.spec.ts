import { expect, test, type Page } from "./support/test";
import { buildSite } from "../../src/shared/site";
import { PHONE_TOO } from "./support/widths";

// The brand as the web bundle sees it (scripts/brand-defines.ts reads the same variables).
const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });

const headerLinks = [
  ["Home", "/"],
  ["About Us", "/about"],
  ["Services", "/services"],
  ["Projects", "/projects"],
  ["Careers", "/careers"],
  ["Contact", "/contact"],
] as const;

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Jumps (no smooth scrolling) so each call produces one scroll step in one direction. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The header navigation: inline at desktop width, inside the menu dialog below lg. */
async function headerNavigation(page: Page) {
  if (isNarrow(page)) {
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return { scope: dialog, nav: dialog.getByRole("navigation", { name: "Mobile" }) };
  }
  const banner = page.getByRole("banner");
  return { scope: banner, nav: banner.getByRole("navigation", { name: "Main" }) };
}

test.describe("header", () => {
  test("shows the brand, the six links with their targets, the active page and Get in Touch", PHONE_TOO, async ({ page }) => {
    await page.goto("/services");
    const brand = page.getByRole("banner").getByRole("link", { name: new RegExp(site.name) });
    await expect(brand).toHaveAttribute("href", "/");

    const { scope, nav } = await headerNavigation(page);
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(headerLinks.length);
    for (const [index, [label, href]] of headerLinks.entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(scope.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("navigates with a header link (the phone menu closes on navigation)", PHONE_TOO, async ({ page }) => {
    await page.goto("/about");
    const { nav } = await headerNavigation(page);
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const { nav: again } = await headerNavigation(page);
    await expect(again.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(again.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current", "page");
  });

  test("Get in Touch leads to the contact page", async ({ page }) => {
    await page.goto("/about");
    const { scope } = await headerNavigation(page);
    await scope.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test(
    "the menu panel closes with its close button and Escape, returning focus to the button that opened it",
    PHONE_TOO,
    async ({ page }) => {
      // Below lg the header's menu button opens the panel; at desktop width the home page's floating button does.
      await page.goto(isNarrow(page) ? "/careers" : "/");
      if (!isNarrow(page)) {
        await scrollToY(page, 400);
        await scrollToY(page, 900);
      }
      const opener = isNarrow(page)
        ? page.getByRole("banner").getByRole("button", { name: "Open menu" })
        : page.getByRole("button", { name: "Open site menu" });
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toBeFocused();
    },
  );

  test("gets a shadow after 10px of scroll", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("box-shadow", "none");
    await scrollToY(page, 8);
    await page.waitForTimeout(150);
    await expect(header).toHaveCSS("box-shadow", "none");
    await scrollToY(page, 40);
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await scrollToY(page, 0);
    await expect(header).toHaveCSS("box-shadow", "none");
  });

  test("on the home page it hides scrolling down past 600px, returns scrolling up, and a floating menu button appears", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const floating = page.getByRole("button", { name: "Open site menu" });
    await expect(header).toBeInViewport();
    await expect(floating).toBeHidden();

    await scrollToY(page, 400);
    await page.waitForTimeout(400);
    await expect(header).toBeInViewport();
    await expect(floating).toBeHidden();

    await scrollToY(page, 1200);
    await expect(header).not.toBeInViewport();
    await expect(floating).toBeVisible();

    await scrollToY(page, 1000);
    await expect(header).toBeInViewport();
    await expect(floating).toBeVisible();

    await floating.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveCount(headerLinks.length);
    await dialog.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(dialog).toHaveCount(0);
  });

  test("does not hide on inner pages and shows no floating menu button there", async ({ page }) => {
    await page.goto("/about");
    await scrollToY(page, 400);
    await scrollToY(page, 1200);
    await page.waitForTimeout(500);
    await expect(page.getByRole("banner")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Open site menu" })).toHaveCount(0);
  });
});

test.describe("floating widgets", () => {
  test(
    "the contact widget and scroll-to-top appear only after 800px, and scroll-to-top goes back to the top",
    PHONE_TOO,
    async ({ page }) => {
      await page.goto("/");
      const widget = page.getByRole("complementary", { name: "Quick contact" });
      const toTop = page.getByRole("button", { name: "Scroll to top" });
      await expect(widget).toBeHidden();
      await expect(toTop).toBeHidden();

      await scrollToY(page, 780);
      await page.waitForTimeout(500);
      await expect(widget).toBeHidden();
      await expect(toTop).toBeHidden();

      await scrollToY(page, 850);
      await expect(widget).toBeVisible();
      await expect(toTop).toBeVisible();
      await expect(widget.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", site.phoneHref);
      await expect(widget.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(widget.getByRole("link", { name: "Contact Form" })).toHaveAttribute("href", "/contact");

      await scrollToY(page, 2500);
      await toTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(toTop).toBeHidden();
      await expect(widget).toBeHidden();
    },
  );

  test("the widget's Contact Form link opens the contact page at the top", async ({ page }) => {
    await page.goto("/");
    await scrollToY(page, 1500);
    await page.getByRole("complementary", { name: "Quick contact" }).getByRole("link", { name: "Contact Form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the widget and the scroll-to-top button do not overlap", PHONE_TOO, async ({ page }) => {
    await page.goto("/");
    await scrollToY(page, 1500);
    const widget = await page.getByRole("complementary", { name: "Quick contact" }).boundingBox();
    const toTop = await page.getByRole("button", { name: "Scroll to top" }).boundingBox();
    const menu = await page.getByRole("button", { name: "Open site menu" }).boundingBox();
    expect(widget && toTop && menu).toBeTruthy();
    const apart = (a: typeof widget, b: typeof widget) =>
      !!a && !!b && (a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y);
    expect(apart(widget, toTop)).toBe(true);
    expect(apart(widget, menu)).toBe(true);
    expect(apart(toTop, menu)).toBe(true);
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await scrollToY(page, 100_000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Scrolled again while polling: the page's content may still be arriving (and the scroll to the top ending)
  // when the first scroll is asked for.
  await expect
    .poll(async () => {
      await scrollToY(page, 100_000);
      return scrollY(page);
    })
    .toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("with reduced motion the route change jumps to the top at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await scrollToY(page, 100_000);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  expect(await scrollY(page)).toBe(0);
});

test("the footer carries links, contact details, registration, copyright and the policies", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
  await expect(quick).toHaveCount(headerLinks.length);
  for (const [index, [label, href]] of headerLinks.entries()) {
    await expect(quick.nth(index)).toHaveText(label);
    await expect(quick.nth(index)).toHaveAttribute("href", href);
  }

  for (const social of site.social) {
    const link = footer.getByRole("link", { name: `${site.name} on ${social.label}` });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer.getByText(`${site.address.street}, ${site.address.locality}`)).toBeVisible();
  await expect(footer.getByText(new RegExp(`${site.address.city} ${site.address.postalCode}`))).toBeVisible();
  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer.getByText(`${site.regulator.name} Reg. No. ${site.regulator.number}`, { exact: true })).toBeVisible();
  await expect(footer.getByText(`© 2025 ${site.name}. All rights reserved.`, { exact: true })).toBeVisible();
  await expect(footer.getByText(/since 2022/)).toBeVisible();

  const legal = footer.getByRole("navigation", { name: "Legal" }).getByRole("link");
  await expect(legal).toHaveText(["Privacy Policy", "Terms of Service", "Cookie Policy"]);
  await expect(legal.nth(0)).toHaveAttribute("href", "/privacy-policy");
  await expect(legal.nth(1)).toHaveAttribute("href", "/terms-of-service");
  await expect(legal.nth(2)).toHaveAttribute("href", "/cookie-policy");
});

for (const path of ["/", "/about", "/contact", "/cookie-policy", "/no-such-page"]) {
  test(`the newsletter block sits above the footer on ${path}`, path === "/" ? PHONE_TOO : {}, async ({ page }) => {
    await page.goto(path);
    const newsletter = page.getByRole("region", { name: "Stay Ahead of Pune's Property Market" });
    await expect(newsletter).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const newsletterFirst = await newsletter.evaluate((block) => {
      const footer = document.querySelector("footer");
      return !!footer && (block.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(newsletterFirst).toBe(true);
  });
}
