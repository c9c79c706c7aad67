// Rendered images on disk under a size budget: the least recently used files are deleted once the files
// together pass `maxBytes`. The index (name → size, in order of use) lives in memory and is rebuilt from
// the directory at start, oldest modification first; a disk hit refreshes the file's time so the order
// survives a restart. Anything else in the directory (an older renderer's drawings, half-written
// files of a crash) is removed when the cache opens.
import { mkdir, readdir, readFile, rename, rm, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

export type DiskCache = {
  read: (name: string) => Promise<Buffer | null>;
  write: (name: string, body: Buffer) => Promise<void>;
  /** Bytes the cached files take now. */
  size: () => Promise<number>;
};

export type DiskCacheOptions = {
  /** The directory the cache owns; everything in it that is not under `version` is deleted. */
  dir: string;
  /** Files of other versions are stale: only this subdirectory is kept. */
  version: string;
  maxBytes: number;
};

const SAFE_NAME = /^[a-z0-9][a-z0-9.-]{0,80}$/;

export function createDiskCache({ dir, version, maxBytes }: DiskCacheOptions): DiskCache {
  const root = path.join(dir, `v${version}`);
  const index = new Map<string, number>();
  let bytes = 0;
  let opened: Promise<void> | null = null;

  function fileOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`Not a cache file name: ${name}`);
    return path.join(root, name);
  }

  async function open(): Promise<void> {
    await mkdir(dir, { recursive: true });
    for (const entry of await readdir(dir)) {
      if (entry !== path.basename(root)) await rm(path.join(dir, entry), { recursive: true, force: true });
    }
    await mkdir(root, { recursive: true });
    const files: { name: string; size: number; used: number }[] = [];
    for (const entry of await readdir(root, { withFileTypes: true })) {
      const file = path.join(root, entry.name);
      if (!entry.isFile() || !SAFE_NAME.test(entry.name)) {
        await rm(file, { recursive: true, force: true });
        continue;
      }
      const info = await stat(file);
      files.push({ name: entry.name, size: info.size, used: info.mtimeMs });
    }
    files.sort((a, b) => a.used - b.used);
    for (const file of files) remember(file.name, file.size);
    await evict();
  }

  function ready(): Promise<void> {
    opened ??= open().catch((error: unknown) => {
      // A cache that cannot open (read-only disk) only costs speed: every image is rendered again.
      console.warn(`media cache: ${String(error)}`);
      index.clear();
      bytes = 0;
    });
    return opened;
  }

  function remember(name: string, size: number): void {
    bytes -= index.get(name) ?? 0;
    index.delete(name);
    index.set(name, size);
    bytes += size;
  }

  async function evict(): Promise<void> {
    for (const [name, size] of index) {
      if (bytes <= maxBytes) break;
      index.delete(name);
      bytes -= size;
      await unlink(path.join(root, name)).catch(() => undefined);
    }
  }

  return {
    async read(name) {
      await ready();
      if (!index.has(name)) return null;
      try {
        const body = await readFile(fileOf(name));
        remember(name, body.length);
        const now = new Date();
        void utimes(fileOf(name), now, now).catch(() => undefined);
        return body;
      } catch {
        bytes -= index.get(name) ?? 0;
        index.delete(name);
        return null;
      }
    },
    async write(name, body) {
      await ready();
      if (body.length > maxBytes) return;
      const file = fileOf(name);
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = path.join(root, `.tmp-${process.pid}-${name}`);
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
        remember(name, body.length);
        await evict();
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        console.warn(`media cache: could not store ${name}: ${String(error)}`);
      }
    },
    async size() {
      await ready();
      return bytes;
    },
  };
}
