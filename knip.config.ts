// knip: unused files, exports and dependencies, part of `npm run lint` (ADR 0013).
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  // A file started as a process of its own (by a test) or as a thread (the embedded database's) is an entry
  // too: knip cannot follow a spawn or a worker.
  entry: [
    "server/app.ts",
    "scripts/**/*.ts",
    "tests/**/*.ts",
    "app/features/leads/testing/store-then-hang.ts",
    "server/first-start-seed.ts",
    "app/db/pglite-thread.worker.ts",
  ],
  project: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
  // An export its own file uses is part of that file's shape, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // tests/support/postgres-cluster.ts installs PostgreSQL from Debian's packages when it is missing.
    "apt-get",
    // Debian's wrk, installed by scripts/ensure-debian-package.sh for the load runs.
    "wrk",
    // openssl makes the self-signed certificate of the TLS terminator in tests/support/tls-terminator.ts.
    "openssl",
  ],
  ignoreDependencies: [
    // The Chrome launcher of the `lighthouse` package, which scripts/bench/lighthouse.ts drives.
    "chrome-launcher",
    // Imported by nothing of ours: React Router's build looks for it among the dependencies to tell that the
    // server runs on Node, and only then resolves the server's modules with Node's export conditions.
    "@react-router/node",
  ],
};

export default config;
