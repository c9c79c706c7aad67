// The HTTP Observatory (MDN's scanner, @mdn/mdn-http-observatory from npm) grades the built site as a
// browser meets it in production: over HTTPS, here through a TLS terminator on loopback with a
// self-signed certificate that the scanner's process is told to trust (NODE_EXTRA_CA_CERTS), so the
// certificate counts as valid, as a real one would. The scanner's library entry point is used because its
// command line takes no port; a "host:port" host name reaches the terminator's port.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  httpsAnswer,
  selfSignedCertificate,
  startTlsTerminator,
  type TlsTerminator,
} from "../support/tls-terminator.ts";
import { freePort, nodeBinary, projectRoot, type RunningSite, startBuiltSite } from "./support/built-site.ts";

const ScanResult = z.object({
  scan: z.object({ grade: z.string(), score: z.number() }),
  tests: z.record(
    z.string(),
    z.object({ pass: z.boolean().nullable(), result: z.string().nullable(), scoreModifier: z.number() }),
  ),
});

const SCANNER = `
import { scan } from "@mdn/mdn-http-observatory";
const result = await scan(process.env.OBSERVATORY_HOST);
const tests = Object.fromEntries(Object.entries(result.tests).map(([name, test]) =>
  [name, { pass: test.pass ?? null, result: test.result ?? null, scoreModifier: test.scoreModifier ?? 0 }]));
process.stdout.write(JSON.stringify({ scan: result.scan, tests }));
`;

/**
 * The scanner reads the browsers' HSTS preload list from a file its install script downloads; installs
 * here run no scripts and reach no network. A scan of 127.0.0.1 needs no entry of it: an empty list.
 */
async function ensurePreloadList(): Promise<void> {
  const entry = fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory"));
  const file = path.join(path.dirname(entry), "..", "conf", "hsts-preload.json");
  if (!existsSync(file)) await writeFile(file, "{}\n");
}

function runScanner(host: string, caFile: string): Promise<z.infer<typeof ScanResult>> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), ["--input-type=module", "-e", SCANNER], {
      cwd: projectRoot,
      env: { ...process.env, OBSERVATORY_HOST: host, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`The scanner exited ${code}: ${errors.slice(-2000)}`));
      try {
        resolve(ScanResult.parse(JSON.parse(output)));
      } catch (error) {
        reject(
          new Error(`The scanner's output could not be read: ${output.slice(0, 500)}`, { cause: error }),
        );
      }
    });
  });
}

describe("the HTTP Observatory scan over HTTPS", () => {
  let dir: string;
  let site: RunningSite;
  let terminator: TlsTerminator;
  let host: string;
  let caFile: string;
  let caCertificate: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "observatory-"));
    const certificate = await selfSignedCertificate(dir);
    caFile = certificate.certFile;
    caCertificate = certificate.cert;
    const port = await freePort();
    host = `127.0.0.1:${port}`;
    site = await startBuiltSite({ env: { PUBLIC_ORIGIN: `https://${host}` }, output: "ignore" });
    terminator = await startTlsTerminator(site.url, port, certificate);
    await ensurePreloadList();
  });

  afterAll(async () => {
    await terminator?.close();
    await site?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("hardening: serves pages without style attributes, and <style> elements only as its policy names them", async () => {
    // Through the terminator, as a browser would: the site answers only to its public host.
    const get = (path: string) => httpsAnswer(`https://${host}${path}`, caCertificate);
    const list = (await get("/nl/te-koop/")).body;
    const property = /href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(list)?.[1];
    expect(property).toBeDefined();
    const paths = [
      "/nl/",
      "/fr/",
      "/nl/te-koop/?view=list",
      "/nl/contact/",
      "/map-frame/?lang=nl",
      property ?? "/",
    ];
    for (const path of paths) {
      const { body: html, headers } = await get(path);
      expect(html.match(/<[^>]+\sstyle=/g), path).toBeNull();
      // Each <style> element's text is named by its hash in style-src (ADR 0038); nothing else is allowed.
      const allowed = /style-src ([^;]*)/.exec(String(headers["content-security-policy"]))?.[1] ?? "";
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
        ([, text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
      );
      expect(
        styles.filter((source) => !allowed.split(" ").includes(source)),
        path,
      ).toEqual([]);
      expect(allowed, path).not.toMatch(/'unsafe-inline'|'nonce-/);
    }
  });

  it("grades the site A+ with a content security policy that allows no inline style", async () => {
    const result = await runScanner(host, caFile);
    const failed = Object.entries(result.tests)
      .filter(([, test]) => test.pass === false)
      .map(([name, test]) => `${name}: ${test.result}`);
    expect(failed).toEqual([]);
    expect(result.scan.grade).toBe("A+");
    expect(result.tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe");
  });
});
