// Documents and media links of a listing: the certificates a buyer asks for, and on some listings a
// video or a virtual tour, in the URL shapes the site recognises (spec §5 video URL recognition).
import type { propertyDocuments, propertyMedia } from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import type { Random } from "./random.ts";
import { DOCUMENT_TITLES, type DocumentKind } from "./vocabulary.ts";

export type DocumentRow = typeof propertyDocuments.$inferInsert;
export type MediaRow = typeof propertyMedia.$inferInsert;

const ID_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(random: Random, length: number, alphabet = ID_CHARACTERS): string {
  return Array.from({ length }, () => random.pick([...alphabet])).join("");
}

export function documentRows(
  random: Random,
  facts: ListingFacts,
  recordFile: string,
  hasAsbestosCertificate: boolean,
): DocumentRow[] {
  if (facts.kind === "parking" || facts.kind === "garage") return [];
  const kinds: DocumentKind[] = [];
  if (facts.energy.value !== null) kinds.push("epc");
  if (hasAsbestosCertificate) kinds.push("asbestos");
  if (facts.constructionYear !== null && random.chance(0.7)) kinds.push("electrical");
  if (facts.region === "flanders") kinds.push("soil", "planning");
  if (facts.kind === "apartment" || facts.kind === "studio") kinds.push("syndic");
  if (random.chance(0.6)) kinds.push("floor_plan");
  const stem = recordFile.replace(/[^A-Za-z0-9]+/g, "-");
  return kinds.map((kind) => ({
    propertyId: facts.id,
    kind,
    title: DOCUMENT_TITLES[kind],
    fileName: `${stem}-${kind.replace("_", "-")}.pdf`,
    sizeBytes: random.int(90, 2_400) * 1024,
  }));
}

export function youtubeLink(random: Random, propertyId: number): MediaRow {
  const id = randomId(random, 11, `${ID_CHARACTERS}-_`);
  return {
    propertyId,
    kind: "video",
    url: random.chance(0.5) ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`,
  };
}

export function vimeoLink(random: Random, propertyId: number): MediaRow {
  return { propertyId, kind: "video", url: `https://vimeo.com/${random.int(100_000_000, 999_999_999)}` };
}

export function matterportLink(random: Random, propertyId: number): MediaRow {
  return {
    propertyId,
    kind: "virtual_tour",
    url: `https://my.matterport.com/show/?m=${randomId(random, 11)}`,
  };
}
