import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskCache } from "./disk-cache.server.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "disk-cache-test-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe("createDiskCache", () => {
  it("keeps what it was given and reads it back", async () => {
    const cache = createDiskCache({ dir, version: "1", maxBytes: 1000 });
    await cache.write("a.100.jpg", bytes(10, 7));
    expect(await cache.read("a.100.jpg")).toEqual(bytes(10, 7));
    expect(await cache.read("b.100.jpg")).toBeNull();
  });

  it("hardening 4: stays under its byte budget, deleting the least recently used files", async () => {
    const cache = createDiskCache({ dir, version: "1", maxBytes: 300 });
    await cache.write("a.jpg", bytes(100));
    await cache.write("b.jpg", bytes(100));
    await cache.write("c.jpg", bytes(100));
    // "a" is used again, so "b" is now the least recently used.
    expect(await cache.read("a.jpg")).not.toBeNull();
    await cache.write("d.jpg", bytes(100));
    expect(await cache.size()).toBeLessThanOrEqual(300);
    expect(await cache.read("b.jpg")).toBeNull();
    for (const kept of ["a.jpg", "c.jpg", "d.jpg"]) expect(await cache.read(kept), kept).not.toBeNull();
    expect((await readdir(path.join(dir, "v1"))).sort()).toEqual(["a.jpg", "c.jpg", "d.jpg"]);
  });

  it("hardening 4: counts the files already on disk at start, and drops other versions and stray files", async () => {
    await mkdir(path.join(dir, "v1"), { recursive: true });
    await mkdir(path.join(dir, "v0", "old-key"), { recursive: true });
    await writeFile(path.join(dir, "v0", "old-key", "100.jpg"), bytes(50));
    for (const name of ["a.jpg", "b.jpg", "c.jpg", ".tmp-1-d.jpg"]) {
      await writeFile(path.join(dir, "v1", name), bytes(100));
    }
    const cache = createDiskCache({ dir, version: "1", maxBytes: 250 });
    expect(await cache.size()).toBeLessThanOrEqual(250);
    expect(await readdir(dir)).toEqual(["v1"]);
    expect((await readdir(path.join(dir, "v1"))).length).toBe(2);
  });

  it("refuses names that could leave its directory", async () => {
    const cache = createDiskCache({ dir, version: "1", maxBytes: 1000 });
    await expect(cache.write("../escape.jpg", bytes(10))).rejects.toThrow(/Not a cache file name/);
    expect(await readdir(dir)).toEqual(["v1"]);
    expect(await cache.read("../escape.jpg")).toBeNull();
  });
});
