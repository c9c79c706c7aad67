import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw } from "./http-bytes.ts";
import { type NodeFloor, startNodeFloor } from "./node-floor.ts";

describe("the Node floor", () => {
  let dir: string;
  let floor: NodeFloor;
  const html = Buffer.from("<!doctype html><title>Te koop</title><p>Een pagina.</p>");
  const policy = "default-src 'self'; script-src 'sha256-abc='";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "node-floor-"));
    await writeFile(path.join(dir, "page-0.html"), html);
    await writeFile(path.join(dir, "page-0.html.gz"), gzipSync(html));
    floor = await startNodeFloor(
      {
        "/page-0.html": {
          plain: path.join(dir, "page-0.html"),
          gzip: path.join(dir, "page-0.html.gz"),
          headers: [
            ["content-type", "text/html; charset=utf-8"],
            ["content-security-policy", policy],
          ],
        },
      },
      dir,
    );
  });
  afterAll(async () => {
    await floor?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers with the stored bytes and the site's headers, gzip to a client that takes it", async () => {
    const plain = await fetchRaw(`${floor.url}/page-0.html`, "identity");
    const gzip = await fetchRaw(`${floor.url}/page-0.html?utm_source=x`, "gzip, br");
    expect(plain.status).toBe(200);
    expect(plain.body.equals(html)).toBe(true);
    expect(plain.headers["content-security-policy"]).toBe(policy);
    expect(plain.encoding).toBe("identity");
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.body.equals(await readFile(path.join(dir, "page-0.html.gz")))).toBe(true);
    expect(gzip.headers["vary"]).toBe("Accept-Encoding, Accept-Language, Cookie");
    // Every answer has a request id of its own, as the site's do.
    expect(plain.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(gzip.headers["x-request-id"]).not.toBe(plain.headers["x-request-id"]);
  });

  it("answers 404 for a path it was not given, and logs a line for every answer", async () => {
    const missing = await fetchRaw(`${floor.url}/page-1.html`, "identity");
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
    // The lines of a turn are written once it ends.
    const answers = async () =>
      (await readFile(path.join(dir, "node-floor", "answers.log"), "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { path: string; status: number })
        .map(({ path, status }) => [path, status]);
    await expect.poll(answers, { timeout: 5_000 }).toEqual([
      ["/page-0.html", 200],
      ["/page-0.html", 200],
      ["/page-1.html", 404],
    ]);
  });
});
