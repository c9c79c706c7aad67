import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is server/app.ts, so the Node server, the HTML cache and the
  // React Router handler share one module graph (one database client, one cache).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node24" } },
  },
  build: { target: "es2022" },
  ssr: { external: ["@electric-sql/pglite", "sharp", "postgres", "nodemailer"] },
  plugins: [reactRouter()],
});
