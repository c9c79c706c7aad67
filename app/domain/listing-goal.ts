// A listing's goal: 0 is for sale, any other value for rent (spec §3).

export type ListingGoal = "sale" | "rent";

export const SALE_GOAL = 0;
export const RENT_GOAL = 1;

export function goalOf(goal: number | null | undefined): ListingGoal {
  return goal === SALE_GOAL ? "sale" : "rent";
}
