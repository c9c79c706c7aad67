import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import { rawRows } from "./raw-rows.server.ts";

const expectedTables = [
  "agency_managers",
  "articles",
  "cities",
  "footer_columns",
  "header_links",
  "languages",
  "menus",
  "pages",
  "photos",
  "project_units",
  "projects",
  "properties",
  "property_documents",
  "property_media",
  "property_texts",
  "property_types",
  "site_settings",
  "testimonials",
  "tree_items",
];

forEachDatabase((database) => {
  it("creates every table of the data model", async () => {
    const rows = await rawRows(
      database(),
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(expectedTables));
  });

  it("installs the extensions the city search relies on", async () => {
    const rows = await rawRows(database(), sql`select unaccent('Liège') = 'Liege' as match`);
    expect(rows[0]?.match).toBe(true);
    const similar = await rawRows(database(), sql`select similarity('mechelen', 'mechlen') as score`);
    expect(Number(similar[0]?.score)).toBeGreaterThan(0.3);
  });

  it("creates the indexes the list filters and sorts use", async () => {
    const rows = await rawRows(
      database(),
      sql`select indexname from pg_indexes where tablename = 'properties'`,
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "properties_goal_price_idx",
        "properties_goal_city_idx",
        "properties_goal_type_idx",
      ]),
    );
  });
});
