import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The conventions of docs/architecture.md section 2 that `npm run lint` enforces: ESLint's rules (eslint.config.js)
 * on code written at a path, and the cycle check (package.json's check:cycles) on two files of a scratch folder.
 */
const root = join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (the file need not exist). */
async function ruleIdsFor(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe("import boundaries", () => {
  it("components and lib never import a feature folder, by the alias or a relative path", async () => {
    const fromFeature = 'import { HrDashboard } from "@/web/features/hr/hr-dashboard";\nexport const shown = HrDashboard;\n';
    const fromShared = 'import { ManagerPicker } from "../../features/people/manager-picker";\nexport const shown = ManagerPicker;\n';
    expect(await ruleIdsFor("src/web/components/portal/example.tsx", fromFeature)).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("src/web/components/portal/example.tsx", fromShared)).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("src/web/lib/example.ts", fromFeature)).toEqual(["no-restricted-imports"]);
    // Screens still use them, and shared feature folders stay open to every audience.
    expect(
      await ruleIdsFor(
        "src/web/features/hr/example.tsx",
        'import { Button } from "@/web/components/ui/button";\nexport const shown = Button;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor("src/web/features/hr/example.tsx", fromShared.replace("../../features/people", "@/web/features/people")),
    ).toEqual([]);
  });

  it("a feature folder never imports another audience's folder: by the alias with or without a file, or by a relative path", async () => {
    const importing = (from: string) => `import { shown } from "${from}";\nexport const again = shown;\n`;
    const refused = ["no-restricted-imports"];
    expect(await ruleIdsFor("src/web/features/site/example.tsx", importing("@/web/features/hr/hr-dashboard"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/site/example.tsx", importing("@/web/features/hr"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/site/example.tsx", importing("../hr/hr-dashboard"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/site/contact/example.tsx", importing("../../hr/hr-dashboard"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/site/contact/example.tsx", importing("../../../features/hr/hr-dashboard"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/portal/session/example.tsx", importing("../../admin/admin-dashboard"))).toEqual(refused);
    expect(await ruleIdsFor("src/web/features/people/example.tsx", importing("@/web/features/employee"))).toEqual(refused);
    // A neighbouring folder of the same feature, and the shared feature folders, stay open.
    expect(await ruleIdsFor("src/web/features/hr/payroll/example.tsx", importing("../tax/tax-dialog"))).toEqual([]);
    expect(await ruleIdsFor("src/web/features/hr/example.tsx", importing("../people/manager-picker"))).toEqual([]);
    expect(await ruleIdsFor("src/web/features/hr/example.tsx", importing("@/web/features/portal"))).toEqual([]);
  });

  it("the server's core (auth, crypto, db, http, mail) never imports a feature module but the audit log", async () => {
    const importing = (from: string) => `import { shown } from "${from}";\nexport const again = shown;\n`;
    for (const folder of ["auth", "crypto", "db", "http", "mail"]) {
      expect(await ruleIdsFor(`src/server/${folder}/example.ts`, importing("../modules/employees/service"))).toEqual([
        "no-restricted-imports",
      ]);
      expect(await ruleIdsFor(`src/server/${folder}/example.ts`, importing("../modules/audit/store"))).toEqual([]);
    }
  });

  it("only a module's route files import Fastify: its services and stores take a ServiceContext, not the request", async () => {
    const fastify = 'import type { FastifyRequest } from "fastify";\nexport type Shown = FastifyRequest;\n';
    const refused = ["no-restricted-imports"];
    expect(await ruleIdsFor("src/server/modules/leave/service.ts", fastify)).toEqual(refused);
    expect(await ruleIdsFor("src/server/modules/leave/decide.ts", fastify)).toEqual(refused);
    expect(await ruleIdsFor("src/server/modules/leave/store.ts", fastify.replace('"fastify"', '"@fastify/multipart"'))).toEqual(refused);
    expect(await ruleIdsFor("src/server/modules/leave/routes.ts", fastify)).toEqual([]);
    expect(await ruleIdsFor("src/server/modules/leave/hr-routes.ts", fastify)).toEqual([]);
    // The module rule's other patterns still hold in a service file.
    expect(
      await ruleIdsFor("src/server/modules/leave/service.ts", 'import { seed } from "../../seed/demo";\nexport const s = seed;\n'),
    ).toEqual(refused);
  });

  it("components and lib still never import server code", async () => {
    expect(await ruleIdsFor("src/web/lib/example.ts", 'import { buildApp } from "@/server/app";\nexport const app = buildApp;\n')).toEqual([
      "no-restricted-imports",
    ]);
  });
});

describe("file length", () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join("");

  it("fails a source, script or test file over 300 lines, blank lines and comments included", async () => {
    for (const path of [
      "src/server/modules/example/store.ts",
      "src/web/features/hr/example.tsx",
      "scripts/example.ts",
      "tests/e2e/example.spec.ts",
    ]) {
      expect(await ruleIdsFor(path, lines(300))).toEqual([]);
      expect(await ruleIdsFor(path, lines(300) + "\n")).toEqual(["max-lines"]);
      expect(await ruleIdsFor(path, lines(299) + "// a comment counts\n")).toEqual([]);
      expect(await ruleIdsFor(path, lines(300) + "// a comment counts\n")).toEqual(["max-lines"]);
    }
  });
});

describe("import cycles", () => {
  const folder = mkdtempSync(join(tmpdir(), "cycle-check-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** package.json's check:cycles with the project's folders replaced by the scratch folder. */
  function checkCycles(): number | null {
    const script: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts["check:cycles"];
    const [command = "", ...flags] = script.split(' "')[0]!.split(" ");
    const run = spawnSync(join(root, "node_modules/.bin", command), [...flags, join(folder, "*.ts")], { cwd: root, encoding: "utf8" });
    return run.status;
  }

  it("counts a cycle made only of type imports", () => {
    writeFileSync(join(folder, "payslip.ts"), 'import type { Salary } from "./salary";\nexport interface Payslip { salary: Salary }\n');
    writeFileSync(join(folder, "salary.ts"), 'import type { Payslip } from "./payslip";\nexport interface Salary { last?: Payslip }\n');
    expect(checkCycles()).toBe(1);
    writeFileSync(join(folder, "salary.ts"), "export interface Salary { basic: number }\n");
    expect(checkCycles()).toBe(0);
  }, 30_000);
});
