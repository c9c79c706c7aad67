// The manage page (ADR 0019) shows and edits a search alert's map area (spec §3 demand register): a valid
// area is saved with the alert's other criteria, a bad one is refused on its field and changes nothing.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { searchAlerts } from "../../db/schema/leads.ts";
import { alertsOfAddress, manageAlerts } from "./manage-alerts.server.ts";
import { ensureTypesAndTown, insertAlert } from "./testing/alert-fixtures.ts";
import { clearAlerts } from "./testing/alert-runs.ts";

forEachDatabase((database) => {
  beforeEach(async () => {
    await clearAlerts(database());
    await ensureTypesAndTown(database());
  });

  const criteria = { intent: "save", goal: "buy", types: ["1"], zones: "", frequency: "instant" };

  async function areaOf(id: string) {
    const [row] = await database()
      .select({
        latitude: searchAlerts.areaLatitude,
        longitude: searchAlerts.areaLongitude,
        radius: searchAlerts.areaRadiusKm,
        zips: searchAlerts.zips,
      })
      .from(searchAlerts)
      .where(eq(searchAlerts.id, id));
    return row;
  }

  it("spec §3 demand register region: the manage page saves an area in place of the zip codes", async () => {
    const db = database();
    const id = await insertAlert(db, {}, "manage-area@example.be");
    const owner = await alertsOfAddress(db, id);
    if (!owner) throw new Error("no alerts");
    const outcome = await manageAlerts(
      db,
      owner,
      { ...criteria, alert: id, areaLatitude: "50.8798", areaLongitude: "4.7005", areaRadius: "20" },
      new Date(),
    );
    expect(outcome).toEqual({ ok: true, message: "ALERT_DONE_SAVED" });
    expect(await areaOf(id)).toEqual({ latitude: 50.8798, longitude: 4.7005, radius: 20, zips: [] });
  });

  it("spec §3 demand register region: the manage page refuses an area outside Belgium and Luxembourg, changing nothing", async () => {
    const db = database();
    const id = await insertAlert(db, {}, "manage-far@example.be");
    const owner = await alertsOfAddress(db, id);
    if (!owner) throw new Error("no alerts");
    const outcome = await manageAlerts(
      db,
      owner,
      { ...criteria, alert: id, areaLatitude: "52.37", areaLongitude: "4.9", areaRadius: "5" },
      new Date(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { areaLatitude: "LEAD_ERROR_AREA" },
    });
    expect(await areaOf(id)).toEqual({ latitude: null, longitude: null, radius: null, zips: ["2800"] });
  });
});
