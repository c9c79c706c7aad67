// The signed-in person of a request, or null: set by the account middleware, read by every loader and
// action that needs it (`context.get(accountContext)`).
import { createContext } from "react-router";
import type { AccountRole } from "../../db/schema/accounts.ts";

export type RequestAccount = {
  id: string;
  email: string;
  displayName: string;
  language: string;
  role: AccountRole;
};

export const accountContext = createContext<RequestAccount | null>(null);

export function isStaff(account: Pick<RequestAccount, "role"> | null): boolean {
  return account?.role === "admin" || account?.role === "agent";
}

/**
 * Who may open a page: anyone signed in (their own search alerts, ADR 0026), its owner (and staff), any
 * staff member, or admins only.
 */
export type AccountAccess = "signed-in" | "owner" | "staff" | "admin";

/** Whether `account` may open a staff page of `access` (agents: staff pages; admins: every page). */
export function mayEnter(account: Pick<RequestAccount, "role"> | null, access: "staff" | "admin"): boolean {
  return access === "admin" ? account?.role === "admin" : isStaff(account);
}
