// The demand register's map area through the form's one POST (spec §3): a valid area is stored with the
// alert (no zip code or town needed); part of an area or a centre outside Belgium and Luxembourg is
// refused with the form's values kept and nothing stored.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import { searchAlerts } from "../../../db/schema/leads.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import {
  formPost,
  ISSUED_A_MINUTE_AGO,
  leadCount,
  randomAddress,
  requestContext,
  scratchDataDir,
  solvedTicket,
  submissionDeps,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { handleLeadSubmission } from "./handle-submission.server.ts";

const dataDir = scratchDataDir("leads-area-");

forEachDatabase((database) => {
  // A listing brings the property types an alert may ask for.
  beforeAll(async () => {
    await insertTestProperty(database(), 0);
  });

  async function send(fields: Record<string, string>) {
    const db = database();
    const { ticket, answer } = await solvedTicket(db, "demand-register", ISSUED_A_MINUTE_AGO);
    const request = formPost("/en/keep-me-informed/", {
      ...validFields("demand-register", new Date()),
      _form: "demand-register",
      _ticket: ticket,
      captcha: answer,
      homepage: "",
      types: "1",
      ...fields,
    });
    return handleLeadSubmission(
      request,
      requestContext(db, dataDir.path, randomAddress()),
      { forms: ["demand-register"] },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
  }

  it("spec §3 demand register region: an area on the map alone is a zone, stored with the alert", async () => {
    const email = `area-${Date.now()}@example.be`;
    const outcome = await send({
      email,
      zones: "",
      areaLatitude: "51,0259",
      areaLongitude: "4.4776",
      areaRadius: "10",
    });
    expect(outcome.kind).toBe("redirect");
    const [alert] = await database()
      .select({
        latitude: searchAlerts.areaLatitude,
        longitude: searchAlerts.areaLongitude,
        radius: searchAlerts.areaRadiusKm,
        zips: searchAlerts.zips,
      })
      .from(searchAlerts)
      .where(eq(searchAlerts.email, email));
    expect(alert).toEqual({ latitude: 51.0259, longitude: 4.4776, radius: 10, zips: [] });
  });

  const refused: [string, Record<string, string>, Record<string, string>][] = [
    [
      "a centre outside Belgium and Luxembourg (Paris)",
      { areaLatitude: "48.8566", areaLongitude: "2.3522", areaRadius: "10" },
      { areaLatitude: "LEAD_ERROR_AREA", areaLongitude: "LEAD_ERROR_AREA" },
    ],
    [
      "a radius beyond 50 km",
      { areaLatitude: "51.02", areaLongitude: "4.47", areaRadius: "500" },
      { areaRadius: "LEAD_ERROR_AREA" },
    ],
    [
      "a centre without a radius",
      { areaLatitude: "51.02", areaLongitude: "4.47" },
      { areaRadius: "LEAD_ERROR_AREA" },
    ],
    [
      "text for a coordinate",
      { areaLatitude: "north", areaLongitude: "4.47", areaRadius: "5" },
      { areaLatitude: "LEAD_ERROR_AREA" },
    ],
    ["no zone and no area", { zones: "" }, { zones: "LEAD_ERROR_ZONES" }],
  ];
  for (const [name, fields, errors] of refused) {
    it(`spec §3 demand register region: ${name} is refused with a 400, the input kept, nothing stored`, async () => {
      const before = await leadCount(database());
      const outcome = await send({ zones: "", ...fields });
      if (outcome.kind !== "refused") throw new Error(`expected a refusal, got ${outcome.location}`);
      expect(outcome.status).toBe(400);
      expect(outcome.state.fieldErrors).toMatchObject(errors);
      expect(outcome.state.values).toMatchObject(fields);
      expect(await leadCount(database())).toBe(before);
    });
  }
});
