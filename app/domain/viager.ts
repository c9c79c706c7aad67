// Viager (life annuity) and judicial-decision values: -1 empty, 0 no, 1 yes, 2 on request (spec §3).

export type TriStateKey = "TRISTATE_NO" | "TRISTATE_YES" | "TRISTATE_ON_REQUEST";

const KEYS: Readonly<Record<number, TriStateKey>> = {
  0: "TRISTATE_NO",
  1: "TRISTATE_YES",
  2: "TRISTATE_ON_REQUEST",
};

/** The label of a tri-state value; -1 (empty) and unknown values show nothing. */
export function triStateLabelKey(value: number | null | undefined): TriStateKey | null {
  return typeof value === "number" ? (KEYS[value] ?? null) : null;
}

/** Whether the listing is sold as a viager: only an explicit yes counts. */
export function isViager(annuity: { isViager?: number | null } | null | undefined): boolean {
  return annuity?.isViager === 1;
}

export type AnnuitantSexKey = "ANNUITANT_MALE" | "ANNUITANT_FEMALE";

/** The label of an annuitant's sex ("m" or "f", spec §3 "annuity: ages and sex"). */
export function annuitantSexKey(sex: string | null | undefined): AnnuitantSexKey | null {
  if (sex === "m" || sex === "M") return "ANNUITANT_MALE";
  if (sex === "f" || sex === "F") return "ANNUITANT_FEMALE";
  return null;
}
