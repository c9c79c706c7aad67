// The modules of a configured page (spec §2 "Page configuration", §3): what each module shows and how it
// is laid out. Values come from the agency's configuration, so each is bounded here before it reaches a
// query or a class name.
import { type DisplayCondition, meetsConditions } from "./display-condition.ts";

export type ModuleLayout = {
  relation: string;
  col: { sm: number; md: number; lg: number };
  maxItems?: number | undefined;
  perRow?: number | undefined;
};

/**
 * The modules a page shows, in their order: each with display conditions (spec §3, §5) shows only when
 * they hold for the site's configuration (e.g. `displayOptions.showFreeEvaluation == true`); a condition
 * that fails or cannot be evaluated hides it.
 */
export function shownModules<Module extends { position: number; conditions?: readonly DisplayCondition[] }>(
  modules: readonly Module[],
  configuration: unknown,
): Module[] {
  return modules
    .filter((module) => meetsConditions(configuration, module.conditions))
    .sort((a, b) => a.position - b.position);
}

/** Cards in one row on a large screen when the page names none: four, as the lists were designed. */
export const DEFAULT_ITEMS_PER_ROW = 4;
export const MAX_ITEMS_PER_ROW = 6;

/** The page's property-list module, if it has one. */
export function propertyListModule<Module extends ModuleLayout>(
  modules: readonly Module[],
): Module | undefined {
  return modules.find((module) => module.relation === "property-list");
}

/** Items per row on a large screen, 1 to 6. */
export function itemsPerRow(module: Pick<ModuleLayout, "perRow"> | undefined): number {
  const asked = module?.perRow;
  if (asked === undefined || !Number.isFinite(asked)) return DEFAULT_ITEMS_PER_ROW;
  return Math.min(MAX_ITEMS_PER_ROW, Math.max(1, Math.round(asked)));
}

/** A column span out of 12 (spec §2: sm/md/lg), 12 when the value is not usable. */
export function columnSpan(width: number): number {
  return Number.isFinite(width) ? Math.min(12, Math.max(1, Math.round(width))) : 12;
}
