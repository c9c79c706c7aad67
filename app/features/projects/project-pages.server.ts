// Use-cases of the project screens: the list, and one project at its localized path (the id decides;
// another slug is answered with a 301 to the right path).
import type { Database } from "../../db/client.server.ts";
import type { Alternates } from "../../i18n/alternates.ts";
import type { Language } from "../../i18n/languages.ts";
import type { T } from "../../i18n/use-t.ts";
import { type ProjectCardView, projectCardView, type ProjectView, projectView } from "./project-view.ts";
import { findProjectRecord, listProjects } from "./projects.server.ts";
import { projectPath } from "../../i18n/route-table.ts";

export async function loadProjectList(db: Database, language: Language, t: T): Promise<ProjectCardView[]> {
  const summaries = await listProjects(db);
  return summaries.map((summary) => projectCardView(summary, language, t));
}

export type ProjectPage =
  | { kind: "redirect"; location: string }
  | { kind: "notFound" }
  | { kind: "project"; view: ProjectView; alternates: Alternates; canonicalPath: string };

const ID_PATTERN = /^[1-9]\d{0,8}$/;

export async function loadProjectPage(request: {
  db: Database;
  idSegment: string | undefined;
  pathname: string;
  search: string;
  language: Language;
  enabledLanguages: readonly Language[];
  t: T;
}): Promise<ProjectPage> {
  const { language } = request;
  const id = request.idSegment && ID_PATTERN.test(request.idSegment) ? Number(request.idSegment) : null;
  const record = id === null ? null : await findProjectRecord(request.db, id);
  if (!record) return { kind: "notFound" };
  const canonicalPath = projectPath(record.project, language);
  const isOriginal = request.pathname.startsWith("/projects/");
  if (!isOriginal && request.pathname !== canonicalPath) {
    return { kind: "redirect", location: `${canonicalPath}${request.search}` };
  }
  const alternates: Alternates = { "x-default": projectPath(record.project, "original") };
  for (const other of request.enabledLanguages) alternates[other] = projectPath(record.project, other);
  return { kind: "project", view: projectView(record, language, request.t), alternates, canonicalPath };
}
