import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Three kinds of tests, run by `npm test`:
// - unit: pure rules and components, next to the code (`*.test.ts`);
// - db: queries and use-cases against both embedded PGlite and a throwaway PostgreSQL (`*.db.test.ts`);
// - e2e: browser journeys against the built site in Debian's Chromium (`tests/e2e/*.e2e.ts`).
export default defineConfig({
  test: {
    // At least two test files at a time (Vitest's default is one fewer than the cores): the database tests
    // wait on PostgreSQL and PGlite as much as they compute, so on two cores two at a time finish the unit
    // and database projects in about two thirds of the time; the browser tests run two at a time too.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          // Files share their worker's modules (ADR 0031): each file loaded them again before, a quarter to
          // two fifths of these projects' time. A file leaves no state behind (stubbed variables unstubbed).
          isolate: false,
        },
      },
      {
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          isolate: false, // as the unit project's (ADR 0031); every file opens databases of its own
          exclude: ["node_modules/**", "build/**"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          // Builds the site when needed, starts it once on a free loopback port with a fresh DATA_DIR.
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          setupFiles: ["tests/e2e/support/per-file-setup.ts"],
          // After the other projects, two files at a time (maxWorkers above): a browser journey waits on its
          // site and on Chromium much of the time, and no journey depends on timing (ADR 0022).
          fileParallelism: true,
          sequence: { groupOrder: 1 },
          // Bounds, not measures: a journey of many pages on a loaded two-core machine took 104 s (ADR 0022).
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
    // The domain layer holds the spec's rules: `npm run test:coverage` fails below 95 % of its lines.
    coverage: {
      provider: "v8",
      include: ["app/domain/**"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
