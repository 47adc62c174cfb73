/**
 * Every spec runs at desktop width (1440 px). Tests of what changes with the width (the phone menu,
 * stacked layouts, what fits a phone's first screen, the check-in a sales executive makes on site)
 * carry this tag and run again at phone width (375 px): playwright.config.ts, project "phone".
 */
export const PHONE_TOO = { tag: "@phone" };
