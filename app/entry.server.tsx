import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./context.server.ts";
import { NonceContext } from "./nonce.ts";
import { documentResponse, wholeDocument } from "./code-on-interaction.server.ts";
import { KeptMarkupContext } from "./ui/kept-markup.tsx";

export const streamTimeout = 5_000;

// Pages are rendered whole (onAllReady), never streamed: they carry no deferred data, and a complete
// document can be cached by server/html-cache.ts and measured for its size. A part behind a Suspense
// boundary (a component loaded on demand, such as an open lead form) is written in its place however large
// (`progressiveChunkSize`): React would otherwise send a large one apart, hidden, for a script to move into
// place, and a visitor without JavaScript would never see it.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, timing, keptMarkup } = loadContext.get(appContext);
  if (timing) timing.renderStart = performance.now();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <KeptMarkupContext value={keptMarkup ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptMarkupContext>
      </NonceContext>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (timing) timing.renderEnd = performance.now();
          // The first screen's stylesheets and image first, the page's code at the visitor's first
          // interaction (app/code-on-interaction.server.ts).
          pipe(
            wholeDocument(
              (document) => {
                clearTimeout(timeout);
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                resolve(documentResponse(document, { headers: responseHeaders, status }));
              },
              (error) => {
                clearTimeout(timeout);
                reject(error);
              },
            ),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
