// What the server hands every loader and action through the router context.
import { createContext } from "react-router";
import type { Database } from "./db/client.server.ts";

export type AppContext = {
  db: Database;
  /** Per-request CSP nonce for the inline scripts React Router writes. */
  nonce: string;
  /** The visitor's IP address, for the lead forms' rate limits. */
  clientAddress?: string;
  /** DATA_DIR: where uploads (CVs) and unsent e-mails are kept, outside the web root. */
  dataDir?: string;
  /** PUBLIC_ORIGIN, for absolute URLs (canonical, sitemap); the request's own origin when unset. */
  publicOrigin?: string;
};

export const appContext = createContext<AppContext>();
