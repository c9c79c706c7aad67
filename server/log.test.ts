import { describe, expect, it } from "vitest";
import { createLogging, linesPerTurn } from "./log.ts";

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

describe("createLogging", () => {
  const linesOf = async (level: string, log: (logging: ReturnType<typeof createLogging>) => void) => {
    const writes: string[] = [];
    log(createLogging(level, { write: (chunk: string) => void writes.push(chunk) }));
    await nextTurn();
    return writes.join("").split("\n").filter(Boolean);
  };
  const answer = {
    reqId: "3f1c0a6e-5d0b-4f7e-9a51-2c1d8e7f6a90",
    method: "GET",
    path: "/nl/te-koop/",
    status: 200,
    ms: 3,
    address: "203.0.113.7",
  };

  it("writes an answer's line as pino writes the site's other lines, with the answer's fields", async () => {
    const lines = await linesOf("info", (logging) => {
      logging.answered(answer);
      logging.logger.info("started");
    });
    expect(lines).toHaveLength(2);
    const [answered, started] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answered).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      ...answer,
      msg: "answered",
    });
    expect(Object.keys(started ?? {}).slice(0, 3)).toEqual(["level", "time", "pid"]);
    expect(started).toMatchObject({ level: "info", msg: "started" });
  });

  it("keeps a path a visitor wrote on one line, its e-mail addresses masked, and leaves out a field not known", async () => {
    const path = '/nl/"}\n{"level":"error","msg":"forged"}/jan.peeters@example.be';
    const lines = await linesOf("info", (logging) =>
      logging.answered({ ...answer, path, address: undefined }),
    );
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(record.path).toContain('"}\n{"level":"error"');
    expect(record.path).not.toContain("jan.peeters@example.be");
    expect(record.level).toBe("info");
    expect("address" in record).toBe(false);
  });

  it("writes no answer line when the level leaves out info", async () => {
    expect(await linesOf("warn", (logging) => logging.answered(answer))).toEqual([]);
  });
});
