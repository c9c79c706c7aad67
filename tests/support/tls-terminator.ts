// A TLS terminator on loopback, as a hosting proxy stands in front of the site: HTTPS with a self-signed
// certificate made for 127.0.0.1 by openssl, each request passed on over HTTP to the site with the
// X-Forwarded-* headers a proxy adds. For tests that need the site as the world sees it over HTTPS
// (the HTTP Observatory scan, tests/e2e/observatory.e2e.ts).
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { createServer, get as httpsGet, type Server } from "node:https";
import path from "node:path";

export type Certificate = { certFile: string; keyFile: string; cert: string; key: string };

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, written under `dir`. */
export async function selfSignedCertificate(dir: string): Promise<Certificate> {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile, cert: await readFile(certFile, "utf8"), key: await readFile(keyFile, "utf8") };
}

export type TlsTerminator = { url: string; close: () => Promise<void> };

/** HTTPS on 127.0.0.1:`port` in front of the HTTP site at `target`. */
export async function startTlsTerminator(
  target: string,
  port: number,
  certificate: Certificate,
): Promise<TlsTerminator> {
  const upstream = new URL(target);
  const server: Server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
          "x-forwarded-host": req.headers.host ?? `127.0.0.1:${port}`,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer to a GET over HTTPS to the terminator, trusting `ca` (its self-signed certificate). */
export function httpsAnswer(
  url: string,
  ca: string,
): Promise<{ body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ body, headers: res.headers }));
    }).on("error", reject);
  });
}
