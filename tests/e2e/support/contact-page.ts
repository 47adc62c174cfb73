/** The contact page for its specs (contact.spec.ts, contact-form.spec.ts): opened once the form is live, with the map host stubbed. */
import type { Page } from "./test";

/** Opens the contact page and waits until React has attached its handlers to the (prerendered) form. */
export async function openContact(page: Page) {
  await page.goto("/contact");
  await page.waitForFunction(() => {
    const element = document.querySelector("form[aria-labelledby='contact-form-heading']");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  });
}

/** Nothing may leave the machine: the map host answers locally. */
export async function stubMapHost(page: Page) {
  await page.route(/^https:\/\/[^/]*openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>Map stub</p>" }),
  );
}
