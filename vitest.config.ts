import { defineConfig } from "vitest/config";

// Three kinds of tests, run by `npm test`:
// - unit: pure rules and components, next to the code (`*.test.ts`);
// - db: queries and use-cases against both embedded PGlite and a throwaway PostgreSQL (`*.db.test.ts`);
// - e2e: browser journeys against the built site in Debian's Chromium (`tests/e2e/*.e2e.ts`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
        },
      },
      {
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", "build/**"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
    coverage: { provider: "v8", include: ["app/domain/**"], reporter: ["text-summary", "text"] },
  },
});
