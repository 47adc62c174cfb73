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

/** Deepest folder under a feature folder whose relative imports are checked by path depth (today's deepest is 1). */
const deepestFeatureSubfolder = 4;

/**
 * Files of the feature folder `feature` that may not import the feature folders `forbidden`: by the alias
 * (`@/web/features/hr`, with or without a file), by a relative path through `features/`, or by a relative path that
 * climbs out of `feature` into a sibling (`../hr/x` from the feature's root, `../../hr/x` one folder down). A file's
 * depth fixes how many `../` leave its feature folder, so a subfolder named like a feature is not mistaken for one.
 */
function featureBoundary(/** @type {string} */ feature, /** @type {string[]} */ forbidden, /** @type {string} */ message) {
  const names = forbidden.join("|");
  const rule = (/** @type {number} */ depth) => ({
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["**/server/**", "@/server/*"], message: "web code must not import server code" },
          { regex: `(^|/)features/(${names})(/|$)`, message },
          ...(depth < 0 ? [] : [{ regex: `^(\\.\\./){${depth + 1}}(${names})(/|$)`, message }]),
        ],
      },
    ],
  });
  const folder = `src/web/features/${feature}`;
  return [
    { files: [`${folder}/**/*.{ts,tsx}`], rules: rule(-1) },
    ...Array.from({ length: deepestFeatureSubfolder + 1 }, (_, depth) => ({
      files: [`${folder}/${"*/".repeat(depth)}*.{ts,tsx}`],
      rules: rule(depth),
    })),
  ];
}

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
    // The core (auth, crypto, db, http, mail) sits below the feature modules: modules use auth, never the other way round
    // (the audit log is the one module it writes to; http builds the services' context). Seed data and test helpers
    // sit above everything.
    files: ["src/server/{auth,crypto,db,http,mail}/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/web/**", "@/web/*"], message: "the server must not import web code" },
            {
              regex: "/(modules/(?!audit/|service-context)|seed/|testing/|cli/)",
              message:
                "the core (auth, crypto, db, http, mail) must not import feature modules, seed data, test helpers or commands (docs/architecture.md)",
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
    // docs/architecture.md section 5: only a module's route files speak HTTP; its services take a ServiceContext.
    files: ["src/server/modules/**/*.ts"],
    ignores: ["**/*.test.ts", "**/routes.ts", "**/*-routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/seed/**", "**/testing/**", "**/cli/**", "**/web/**", "@/web/*"],
              message: "feature modules must not import web code, seed data, test helpers or commands",
            },
            {
              group: ["fastify", "fastify-type-provider-zod", "@fastify/*"],
              message: "only route files speak HTTP: a service takes a ServiceContext (docs/architecture.md section 5)",
            },
          ],
        },
      ],
    },
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
  ...features.flatMap((feature) =>
    featureBoundary(
      feature,
      features.filter((other) => other !== feature),
      "a feature folder must not import another feature folder; move shared pieces to features/people or features/portal (with API calls), components, lib or shared",
    ),
  ),
  ...sharedFeatures.flatMap((shared) =>
    featureBoundary(
      shared,
      features,
      "a shared feature folder must not import a screen's feature folder (site, auth, admin, hr, employee)",
    ),
  ),
);
