import { describe, expect, it } from "vitest";
import { linesPerTurn } from "./log.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("linesPerTurn", () => {
  it("light pages: writes a turn's lines together, in order, in whole lines of at most 4096 bytes each", async () => {
    const writes: string[] = [];
    const out = linesPerTurn({ write: (chunk: string) => void writes.push(chunk) });
    // Multi-byte characters count as the bytes they take.
    const lines = Array.from({ length: 120 }, (_, i) => `{"msg":"réponse ${i} ${"é".repeat(40)}"}\n`);
    for (const line of lines) out.write(line);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes.join("")).toBe(lines.join(""));
    expect(writes.length).toBeGreaterThan(1);
    for (const chunk of writes) {
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(4096);
      expect(chunk.endsWith("\n")).toBe(true);
    }
    out.write("next\n");
    await nextTurn();
    expect(writes.at(-1)).toBe("next\n");
  });

  it("writes a line longer than one atomic write on its own, whole", async () => {
    const writes: string[] = [];
    const out = linesPerTurn({ write: (chunk: string) => void writes.push(chunk) });
    const long = `${"x".repeat(6000)}\n`;
    out.write("a\n");
    out.write(long);
    out.write("b\n");
    await nextTurn();
    expect(writes).toEqual(["a\n", long, "b\n"]);
  });
});
