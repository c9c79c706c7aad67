// The pages the bench measures one by one: home, the for-sale list, one property of that list, contact.
import { SCREEN_PATHS } from "../../app/i18n/route-table.ts";
import type { BenchPage } from "./measurement.ts";

/** Paths in Dutch, the demo's default language, so every page answers 200 without a redirect. */
export async function benchPages(siteUrl: string): Promise<{ pages: BenchPage[]; notes: string[] }> {
  const notes: string[] = [];
  const pages: BenchPage[] = [
    { name: "home", path: SCREEN_PATHS.home.nl },
    { name: "for-sale list", path: SCREEN_PATHS.forSale.nl },
  ];
  const property = await firstPropertyPath(siteUrl, SCREEN_PATHS.forSale.nl);
  if (property) pages.push({ name: "property detail", path: property });
  else
    notes.push(
      `No property link found on ${SCREEN_PATHS.forSale.nl}: the property detail page is not measured.`,
    );
  pages.push({ name: "contact", path: SCREEN_PATHS.contact.nl });
  return { pages, notes };
}

async function firstPropertyPath(siteUrl: string, listPath: string): Promise<string | undefined> {
  const response = await fetch(new URL(listPath, siteUrl), { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const localized = new RegExp(`href="(${escapeRegExp(listPath)}[^"/?#]+/[^"/?#]+/\\d+/)"`);
  const original = /href="(\/property\/\d+\/)"/;
  return (localized.exec(html) ?? original.exec(html))?.[1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
