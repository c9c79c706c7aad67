import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { loadStaticFiles, precompressStaticFiles } from "./static-files.ts";

let root = "";
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function buildDir(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), "static-files-"));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  return root;
}

describe("static files", () => {
  it("hardening 13: the build writes gzip and brotli copies once, and a start reads them instead of compressing", async () => {
    const script = `export const cards = [${'"huis te koop", '.repeat(200)}];`;
    const dir = await buildDir({
      "assets/app-1a2b.js": script,
      "favicon.svg": "<svg/>",
      "logo.png": "x".repeat(2000),
    });
    await precompressStaticFiles(dir);
    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual([
      "app-1a2b.js",
      "app-1a2b.js.br",
      "app-1a2b.js.gz",
    ]);
    const files = await loadStaticFiles(dir);
    // The copies belong to their file; they are not files of their own.
    expect([...files.keys()].sort()).toEqual(["/assets/app-1a2b.js", "/favicon.svg", "/logo.png"]);
    const app = files.get("/assets/app-1a2b.js");
    expect(app?.immutable).toBe(true);
    expect(gunzipSync(app?.gzip ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(brotliDecompressSync(app?.brotli ?? Buffer.alloc(0)).toString()).toBe(script);
    // Too small to gain, or not compressible: sent as they are.
    expect(files.get("/favicon.svg")?.gzip).toBeUndefined();
    expect(files.get("/logo.png")?.brotli).toBeUndefined();
  });

  it("serves a build without copies as it is (nothing is compressed at start)", async () => {
    const dir = await buildDir({ "assets/app.js": "x".repeat(5000) });
    const file = (await loadStaticFiles(dir)).get("/assets/app.js");
    expect(file?.body.length).toBe(5000);
    expect(file?.gzip).toBeUndefined();
    expect(file?.brotli).toBeUndefined();
  });
});
