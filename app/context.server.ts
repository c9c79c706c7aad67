// What the server hands every loader and action through the router context.
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./db/client.server.ts";

export type AppContext = {
  db: Database;
  /** Per-request CSP nonce for the inline scripts React Router writes. */
  nonce: string;
  /** The visitor's IP address (through the trusted proxies only), for the lead forms' rate limits. */
  clientAddress: string;
  /** DATA_DIR: where uploads (CVs) and unsent e-mails are kept, outside the web root. */
  dataDir?: string;
  /** The configured origin (PUBLIC_ORIGIN) for every absolute URL and e-mail link; never the request's. */
  siteOrigin: string;
  /**
   * What the answer is: personal (set through `showsPersonalData`, read by the server's page cache), and
   * the property whose detail page it is (set through `countsAsPropertyView`, read by the view counter).
   */
  answer: { personal: boolean; propertyView?: number };
  /**
   * When the document's render began and ended (performance.now()), set by entry.server.tsx: the server's
   * Server-Timing header splits an uncached answer into data (loaders and queries), render and total.
   */
  timing?: { renderStart?: number; renderEnd?: number };
  /**
   * On a document request, the markup loaders hand to the render rather than to their data (`keepMarkup`,
   * ADR 0024); absent on a client navigation's data request, whose data carries the markup itself.
   */
  keptMarkup?: Map<string, string>;
};

export const appContext = createContext<AppContext>();

/**
 * Marks the answer as showing one visitor's own data (an e-mail address, a subscription): the server
 * then sends it `Cache-Control: private, no-store` and never shares it from its page cache, for the page
 * and for its `.data` request alike, whatever headers the route returns or forgets.
 */
export function showsPersonalData(context: Readonly<RouterContextProvider>): void {
  context.get(appContext).answer.personal = true;
}

/**
 * Marks the answer as the detail page of `propertyId`: when it is served with status 200 (rendered, or
 * later from the page cache, which keeps the mark with the page) the server counts a view for the owner's
 * statistics (ADR 0016).
 */
export function countsAsPropertyView(context: Readonly<RouterContextProvider>, propertyId: number): void {
  context.get(appContext).answer.propertyView = propertyId;
}
