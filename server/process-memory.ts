// Memory settings of the server process that only take effect when given at its start (ADR 0011):
// - V8's young generation grows to 128 MB of semi-spaces under a burst of allocations (importing
//   drizzle-orm alone does it) and keeps them. 16 MB semi-spaces hold a light page's render garbage of a
//   few dozen requests: with 8 MB the uncached list spent about a fifth more of the main thread per
//   request in scavenges (ADR 0043). The embedded database's thread sizes its own.
// - V8 lets the old generation grow to up to four times what a full collection leaves when collecting looks
//   cheap: under the memory bench's load about 70 MB of live objects sat in some 200 MB of heap. A fixed
//   growing factor of 1.3 keeps the heap near what is live, for about a seventh more CPU per uncached render.
// - glibc gives every thread that calls malloc (libvips, zlib, V8's workers) an arena of its own, and
//   raises its mmap threshold after large frees so that big buffers end up in arenas it rarely returns
//   to the system. Two arenas and a fixed 128 KB threshold (large blocks are mapped and unmapped on free)
//   cut the resident size under load by about 100 MB.
// `npm start` passes them (package.json), and so do the tests and the bench
// (tests/e2e/support/built-site.ts); process-memory.test.ts keeps them the same.

export const NODE_MEMORY_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=30"] as const;

export const MEMORY_ENVIRONMENT = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" } as const;

/** The settings as a shell command line prefix: `VAR=value … node --flag`. */
export function memoryCommandPrefix(): string {
  const variables = Object.entries(MEMORY_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
  return [...variables, "node", ...NODE_MEMORY_FLAGS].join(" ");
}
