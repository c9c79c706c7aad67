import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memoryCommandPrefix } from "./process-memory.ts";

const Manifest = z.object({ scripts: z.record(z.string(), z.string()) });

describe("process memory settings", () => {
  it("hardening 13: the production start scripts pass the same memory settings as the tests and the bench", async () => {
    const { scripts } = Manifest.parse(
      JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")),
    );
    for (const name of ["start"]) {
      expect(scripts[name], name).toContain(`${memoryCommandPrefix()} server/main.ts`);
    }
  });
});
