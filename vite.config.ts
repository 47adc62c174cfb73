import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { brandDefines } from "./scripts/brand-defines.ts";

/** The libraries every page runs, for the "framework" chunk (tailwind-merge is the portal's alone: src/web/lib/cn.ts). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|use-sync-external-store)[\\/]/;

export default defineConfig({
  root: ".",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The brand comes from COMPANY_NAME / COMPANY_EMAIL_DOMAIN at build time (docs/architecture.md section 9).
  define: brandDefines(process.env),
  server: {
    // For working on pages against a running API: API_PROXY=http://localhost:5000 npx vite
    proxy: process.env.API_PROXY ? { "/api": process.env.API_PROXY } : undefined,
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The prerender reads it to name each page's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every public page runs (React, the router, class-name helpers) in one chunk rather than
            // a dozen small ones: each file costs a request and its own gzip overhead (issue 23, JS budget).
            { name: "framework", test: FRAMEWORK },
          ],
        },
      },
    },
  },
});
