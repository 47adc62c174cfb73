// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** One folder per screen family; they never import each other. */
const features = ["site", "auth", "admin", "hr", "employee"];
/** Feature folders shared by several of those (the employee record, the portal frame and session): they import none of them. */
const sharedFeatures = ["people", "portal"];

/** Import-boundary rules (docs/architecture.md, layout). */
const restrict = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "playwright-report/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // docs/architecture.md section 2: a file is read in one sitting. Counted as `wc -l` does, blank lines and comments included.
    files: ["src/**/*.{ts,tsx,js}", "scripts/**/*.{ts,js}", "tests/**/*.ts"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: restrict(["**/web/**", "**/server/**", "@/web/*", "@/server/*"], "shared code must not import web or server code"),
  },
  {
    files: ["src/server/**/*.ts"],
    rules: restrict(["**/web/**", "@/web/*"], "the server must not import web code"),
  },
  {
    // The security core sits below the feature modules: modules use auth, never the other way round
    // (the audit log is the one module it writes to; http builds the services' context). Seed data and test helpers
    // sit above everything.
    files: ["src/server/auth/**/*.ts", "src/server/db/**/*.ts", "src/server/http/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/web/**", "@/web/*"], message: "the server must not import web code" },
            {
              regex: "/(modules/(?!audit/|service-context)|seed/|testing/|cli/)",
              message: "auth, db and http must not import feature modules, seed data, test helpers or commands (docs/architecture.md)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/modules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    // One rule per file: a later no-restricted-imports replaces an earlier one, so web code is named here too.
    rules: restrict(
      ["**/seed/**", "**/testing/**", "**/cli/**", "**/web/**", "@/web/*"],
      "feature modules must not import web code, seed data, test helpers or commands",
    ),
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: restrict(["**/server/**", "@/server/*"], "web code must not import server code"),
  },
  {
    // Pieces and helpers sit below the screens: a feature imports them, never the other way round.
    files: ["src/web/components/**/*.{ts,tsx}", "src/web/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "@/server/*"], message: "web code must not import server code" },
            {
              group: ["**/features/**", "@/web/features/*"],
              message: "components and lib must not import a feature folder: move what both need into components, lib or shared",
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        ...features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `@/web/features/${f}/*`]),
        "**/server/**",
        "@/server/*",
      ],
      "a feature folder must not import another feature folder; move shared pieces to features/people or features/portal (with API calls), components, lib or shared",
    ),
  })),
  ...sharedFeatures.map((shared) => ({
    files: [`src/web/features/${shared}/**/*.{ts,tsx}`],
    rules: restrict(
      [...features.flatMap((f) => [`**/features/${f}/**`, `@/web/features/${f}/*`]), "**/server/**", "@/server/*"],
      "a shared feature folder must not import a screen's feature folder (site, auth, admin, hr, employee)",
    ),
  })),
);
