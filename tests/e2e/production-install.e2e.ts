// Hardening 14: a production install (`npm ci --omit=dev`) with a build beside it is enough to start the
// site. Every package the server build or the start script loads is a runtime dependency, Node 24 among
// them, and `npm start` starts without building.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectRoot } from "./support/built-site.ts";

const Manifest = z.object({
  scripts: z.record(z.string(), z.string()),
  dependencies: z.record(z.string(), z.string()),
});

/** The package a bare import names: `drizzle-orm/pg-core` → `drizzle-orm`, `@scope/a/b` → `@scope/a`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

async function bareImports(file: string): Promise<string[]> {
  const source = await readFile(path.join(projectRoot, file), "utf8");
  const patterns = [
    /^import\s[^;]*?\bfrom\s*"([^"\s]+)"/gm,
    /^import\s*"([^"\s]+)"/gm,
    /\bimport\(\s*"([^"\s]+)"\s*\)/g,
  ];
  const specifiers = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ""));
  return specifiers
    .filter((s) => s && !s.startsWith(".") && !s.startsWith("node:") && !s.startsWith("virtual:"))
    .map(packageOf);
}

/** The server build's files: its entry and every chunk it is split into (parts loaded on demand among them). */
async function serverBuildFiles(): Promise<string[]> {
  const chunks = await readdir(path.join(projectRoot, "build/server/assets"));
  return [
    "build/server/index.js",
    ...chunks.filter((name) => name.endsWith(".js")).map((name) => `build/server/assets/${name}`),
  ];
}

describe("the production install", () => {
  it("hardening 14: the server build and the start script need runtime dependencies only", async () => {
    const manifest = Manifest.parse(
      JSON.parse(await readFile(path.join(projectRoot, "package.json"), "utf8")),
    );
    const build = await Promise.all((await serverBuildFiles()).map(bareImports));
    const loaded = new Set([
      ...build.flat(),
      ...(await bareImports("server/main.ts")),
      ...(await bareImports("server/env.ts")),
      ...(await bareImports("server/process-memory.ts")),
      ...(await bareImports("server/cluster-primary.ts")),
      ...(await bareImports("server/log.ts")),
      ...(await bareImports("server/personal-data-mask.ts")),
      // `npm run backup` and `npm run restore` run in the container's production install too.
      ...(await bareImports("scripts/database-backup.ts")),
      ...(await bareImports("scripts/backup.ts")),
      ...(await bareImports("scripts/restore.ts")),
    ]);
    // `vite` is loaded by `npm run dev` only.
    loaded.delete("vite");
    expect(loaded.size).toBeGreaterThan(5);
    const missing = [...loaded].filter((name) => !(name in manifest.dependencies));
    expect(missing).toEqual([]);
    expect(manifest.dependencies).toHaveProperty("node");
    expect(manifest.scripts.start).not.toMatch(/build/);
  });
});
