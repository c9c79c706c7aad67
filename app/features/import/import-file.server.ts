// `npm run import -- FILE.json` (scripts/import.ts): a file of listings and projects sent through the
// same operations as the API (api-routes.server.ts), in batches of the API's size, projects first so
// listings can name them. The file is {"projects": [...], "listings": [...]} or an array of listings.
import type { Database } from "../../db/client.server.ts";
import { MAX_BATCH_LISTINGS } from "./api-requests.ts";
import { type ApiAnswer, handleApiCall } from "./api-routes.server.ts";

export type FileImportSummary = {
  outcomes: Record<string, number>;
  problems: { reference: string; body: unknown }[];
};

function itemsOf(file: unknown, field: "listings" | "projects"): unknown[] {
  if (Array.isArray(file)) return field === "listings" ? file : [];
  if (typeof file === "object" && file !== null && field in file) {
    const items: unknown = Reflect.get(file, field);
    return Array.isArray(items) ? items : [];
  }
  return [];
}

function outcomesOf(answer: ApiAnswer): { reference: string; outcome: string; problem?: unknown }[] {
  const body = answer.body;
  if (typeof body === "object" && body !== null && "results" in body && Array.isArray(body.results)) {
    return body.results.map((result: { reference: string; outcome: string; problem?: unknown }) => result);
  }
  if (answer.status >= 400)
    return [{ reference: answer.references[0] ?? "?", outcome: "rejected", problem: body }];
  const outcome =
    typeof body === "object" && body !== null && "outcome" in body ? String(body.outcome) : "stored";
  return [{ reference: answer.references[0] ?? "?", outcome }];
}

export async function importFile(
  db: Database,
  file: unknown,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<FileImportSummary> {
  const summary: FileImportSummary = { outcomes: {}, problems: [] };
  const record = (answer: ApiAnswer) => {
    for (const { reference, outcome, problem } of outcomesOf(answer)) {
      summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
      if (problem !== undefined) summary.problems.push({ reference, body: problem });
    }
  };
  for (const project of itemsOf(file, "projects")) {
    record(await handleApiCall({ method: "POST", path: "/projects", body: project, db }));
  }
  const listings = itemsOf(file, "listings");
  for (let start = 0; start < listings.length; start += MAX_BATCH_LISTINGS) {
    const batch = listings.slice(start, start + MAX_BATCH_LISTINGS);
    record(await handleApiCall({ method: "POST", path: "/listings/batch", body: { listings: batch }, db }));
    onProgress(Math.min(start + MAX_BATCH_LISTINGS, listings.length), listings.length);
  }
  return summary;
}
