import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { brandDefines } from "./scripts/brand-defines.ts";

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
    // The prerender reads it to preload each page's chunk.
    manifest: true,
  },
});
