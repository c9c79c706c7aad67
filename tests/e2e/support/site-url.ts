// Where the site under test answers: the base URL the global setup provides to every e2e test file.
import { inject } from "vitest";

/** The absolute URL of `path` on the running site, e.g. siteUrl("/nl/te-koop/"). */
export function siteUrl(path: string = "/"): string {
  const base = inject("e2eBaseUrl");
  if (!base) throw new Error("No site URL: run browser tests through the vitest project `e2e`.");
  return new URL(path, base).href;
}
