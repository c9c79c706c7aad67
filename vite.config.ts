import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressStaticFiles } from "./server/static-files.ts";

/**
 * The browser build's gzip and brotli copies, made once here rather than at every start of the server. Made
 * once the server build is written: React Router writes the browser's route manifest (ADR 0039) into the
 * browser build while it builds the server.
 */
function precompressBrowserBuild(): Plugin {
  return {
    name: "precompress-browser-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle() {
      await precompressStaticFiles(path.resolve("build/client"));
    },
  };
}

export default defineConfig({
  // The server build's entry is server/app.ts, so the Node server, the HTML cache and the
  // React Router handler share one module graph (one database client, one cache).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node24" } },
  },
  build: { target: "es2022" },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "postgres", "nodemailer"],
    // Bundled: drizzle-orm's package.json is 179 KB, and Node reads it again for each of the 112 files it
    // loads from the package, about a second of every server start (ADR 0032).
    noExternal: ["drizzle-orm"],
  },
  plugins: [reactRouter(), precompressBrowserBuild()],
});
