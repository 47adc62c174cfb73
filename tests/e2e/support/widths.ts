/**
 * For tests of behaviour that does not change with the screen width (what a guard answers, what a
 * server sends): the phone project skips them (playwright.config.ts), so they run once, at desktop.
 */
export const ANY_WIDTH = { tag: "@any-width" };
