// The demo's accounts (README, "Demo sign-in"): one owner of several properties, a few owners of one, and
// one admin and one agent. Written only together with the demo listings, and only where the server allows it
// (server/app.ts: the embedded database, or DEMO=1 on a PostgreSQL server). They share one published
// password, which is why they exist nowhere else.
import type { Database } from "../../db/client.server.ts";
import { accounts, propertyOwners } from "../../db/schema/accounts.ts";
import { properties } from "../../db/schema/listings.ts";
import { ownerDemoListings } from "../../db/seed/owner-portal-history.ts";
import { hashPassword } from "./password-hash.server.ts";

export const DEMO_PASSWORD = "Demo-portaal-2026";

export const DEMO_ACCOUNTS = [
  { email: "eigenaar@example.be", displayName: "Anna Peeters", language: "nl", role: "owner", properties: 3 },
  {
    email: "proprietaire@example.be",
    displayName: "Luc Dubois",
    language: "fr",
    role: "owner",
    properties: 1,
  },
  { email: "owner@example.be", displayName: "Sarah Janssens", language: "en", role: "owner", properties: 1 },
  { email: "eigenaar2@example.be", displayName: "Tom Claes", language: "nl", role: "owner", properties: 1 },
  { email: "beheer@example.be", displayName: "Kantoor Beheer", language: "nl", role: "admin", properties: 0 },
  {
    email: "makelaar@example.be",
    displayName: "Kantoor Makelaar",
    language: "nl",
    role: "agent",
    properties: 0,
  },
] as const;

export async function insertDemoAccounts(db: Database): Promise<void> {
  // The listings the demo history was written for (owner-portal-history.ts), in the same order.
  const listings = ownerDemoListings(
    await db.select({ id: properties.id, goal: properties.goal, status: properties.status }).from(properties),
  );
  let next = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const [account] = await db
      .insert(accounts)
      .values({
        email: demo.email,
        displayName: demo.displayName,
        language: demo.language,
        role: demo.role,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: accounts.id });
    const owned = listings.slice(next, next + demo.properties);
    next += demo.properties;
    if (account && owned.length > 0) {
      await db
        .insert(propertyOwners)
        .values(owned.map((listing) => ({ accountId: account.id, propertyId: listing.id })));
    }
  }
}
