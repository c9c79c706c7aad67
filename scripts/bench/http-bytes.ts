// Fetches a URL without decoding it, to count the bytes that cross the wire for a given Accept-Encoding.
import { request } from "node:http";

export type RawResponse = { status: number; encoding: string; body: Buffer; headers: Record<string, string> };

export function fetchRaw(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({
          status: res.statusCode ?? 0,
          encoding: headers["content-encoding"] ?? "identity",
          body: Buffer.concat(chunks),
          headers,
        });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`Timed out fetching ${url}`)));
    req.on("error", reject);
    req.end();
  });
}
