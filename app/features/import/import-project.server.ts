// Create-or-update of a project and its units by the agency's reference, in one transaction. Units that
// name a listing are linked to it when that listing was imported; the units are replaced as sent.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { importedListings, importedProjects } from "../../db/schema/imports.ts";
import { agencyManagers, projects, projectUnits } from "../../db/schema/listings.ts";
import { canonicalHash } from "./canonical-hash.ts";
import { COUNTRY_NAMES } from "./listing-row.ts";
import type { ProjectPayload } from "./project-payload.ts";

export type ProjectResult = {
  reference: string;
  outcome: "created" | "updated" | "unchanged";
  projectId: number;
  unlinkedUnits: string[];
};

export async function importProject(db: Database, payload: ProjectPayload): Promise<ProjectResult> {
  const payloadHash = canonicalHash(payload);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`project:${payload.reference}`}))`);
    const [stored] = await tx
      .select()
      .from(importedProjects)
      .where(eq(importedProjects.reference, payload.reference));
    if (stored && stored.payloadHash === payloadHash) {
      return {
        reference: payload.reference,
        outcome: "unchanged",
        projectId: stored.projectId,
        unlinkedUnits: [],
      };
    }
    const projectId =
      stored?.projectId ??
      Number((await rawRows(tx, sql`select nextval('imported_project_ids') as id`))[0]?.id);
    const [manager] = payload.managerEmail
      ? await tx
          .select({ id: agencyManagers.id })
          .from(agencyManagers)
          .where(sql`lower(${agencyManagers.email}) = lower(${payload.managerEmail})`)
          .limit(1)
      : [];
    const values = {
      name: payload.name,
      publicAddress: payload.publishAddress,
      street: payload.street ?? null,
      houseNumber: payload.houseNumber ?? null,
      boxNr: payload.boxNr ?? null,
      zip: payload.zip,
      city: payload.city.toUpperCase(),
      countryId: payload.countryId,
      countryName: COUNTRY_NAMES[payload.countryId],
      latitude: payload.latitude ?? null,
      longitude: payload.longitude ?? null,
      description: payload.description,
      delivery: payload.delivery ?? null,
      externalUrl: payload.externalUrl ?? null,
      managerId: manager?.id ?? null,
      published: payload.published,
    };
    await tx
      .insert(projects)
      .values({ id: projectId, ...values })
      .onConflictDoUpdate({ target: projects.id, set: values });
    const listingReferences = payload.units.flatMap((unit) =>
      unit.listingReference ? [unit.listingReference] : [],
    );
    const linked = listingReferences.length
      ? await tx
          .select({ reference: importedListings.reference, propertyId: importedListings.propertyId })
          .from(importedListings)
          .where(
            and(
              inArray(importedListings.reference, listingReferences),
              // A removed listing has no row left to link to.
              or(isNull(importedListings.withdrawn), ne(importedListings.withdrawn, "removed")),
            ),
          )
      : [];
    const propertyOf = new Map(linked.map((row) => [row.reference, row.propertyId]));
    await tx.delete(projectUnits).where(eq(projectUnits.projectId, projectId));
    if (payload.units.length > 0) {
      await tx.insert(projectUnits).values(
        payload.units.map(({ listingReference, ...unit }) => ({
          projectId,
          ...unit,
          propertyId: listingReference ? (propertyOf.get(listingReference) ?? null) : null,
        })),
      );
    }
    const row = { payloadHash, updatedAt: new Date() };
    await tx
      .insert(importedProjects)
      .values({ reference: payload.reference, projectId, ...row })
      .onConflictDoUpdate({ target: importedProjects.reference, set: row });
    return {
      reference: payload.reference,
      outcome: stored ? "updated" : "created",
      projectId,
      unlinkedUnits: listingReferences.filter((reference) => !propertyOf.has(reference)),
    };
  });
}
