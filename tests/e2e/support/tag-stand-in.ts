// A stand-in for the hosts of the measurement tags (Google's tag scripts, Meta's pixel) on loopback: the
// site is started with GOOGLE_TAG_ORIGIN and META_PIXEL_ORIGIN pointing here, so a browser test can see
// whether, and when, a page asks for them. It serves small scripts that record, in the page, that they ran.
import { createServer, type Server } from "node:http";

export type TagStandIn = {
  origin: string;
  /** Every path asked for, in order ("/gtm.js?id=GTM-…"). */
  requests: string[];
  stop: () => Promise<void>;
};

const SCRIPTS: Record<string, string> = {
  "/gtm.js": "(window.standInTags = window.standInTags || []).push('gtm');",
  "/gtag/js": "(window.standInTags = window.standInTags || []).push('gtag');",
  // fbevents.js takes over the queue the site's loader set up, as Meta's script does.
  "/en_US/fbevents.js":
    "(window.standInTags = window.standInTags || []).push('pixel');" +
    "window.fbq.callMethod = function () { (window.standInPixelCalls = window.standInPixelCalls || []).push([].slice.call(arguments)); };" +
    "window.fbq.queue.forEach(function (args) { window.fbq.callMethod.apply(null, args); });",
};

export async function startTagStandIn(): Promise<TagStandIn> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const target = req.url ?? "/";
    requests.push(target);
    const script = SCRIPTS[target.split("?", 1)[0] ?? ""];
    if (!script) {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
    res.end(script);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
