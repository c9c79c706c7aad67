// The demand register's map area in the browser (spec §3): the map loads nothing of its tile server
// before the visitor asks for it, a click on it sets the area's fields, and the alert is stored with that
// area. One journey, on a site whose tiles come from an address on loopback that never answers.
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { searchAlerts } from "../../app/db/schema/leads.ts";
import { type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import { answerCaptcha, fillForm, leadForm, send } from "./leads-journey.ts";
import { AGED_FORM_TICKETS, freePort, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { openPage, pageProblems } from "./support/browser.ts";

let peer: SmtpPeer;
let site: RunningSite;
let tileOrigin: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  tileOrigin = `https://127.0.0.1:${await freePort()}`;
  site = await startBuiltSite({
    env: { SMTP_URL: peer.url, MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, ...AGED_FORM_TICKETS },
    output: "ignore",
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
  if (site) await rm(site.dataDir, { recursive: true, force: true });
});

it("spec §3 demand register region: the map loads after consent, a click sets the area, the alert keeps it", async () => {
  const urls: string[] = [];
  const page = await openPage(`${site.url}/nl/hou-me-op-de-hoogte/`, {
    locale: "nl-BE",
    beforeNavigation: (opened) => opened.on("request", (request) => urls.push(request.url())),
  });
  const map = page.locator(".search-area__map");
  // Consent declined (the default cookie): a placeholder, no tile asked for.
  expect(await page.locator(".search-area__map.leaflet-container").count()).toBe(0);
  expect(urls.filter((url) => url.startsWith(tileOrigin))).toEqual([]);

  await map.getByRole("button", { name: "Kaart tonen" }).click();
  await page.locator(".search-area__map.leaflet-container").waitFor();
  await expect.poll(() => urls.some((url) => url.startsWith(tileOrigin))).toBe(true);
  // The middle of the map lies in Belgium: a click there is the area's centre, with the first radius.
  await map.click();
  const form = leadForm(page, "demand-register");
  const latitude = await form.locator('[name="areaLatitude"]').inputValue();
  const longitude = await form.locator('[name="areaLongitude"]').inputValue();
  expect(Number(latitude)).toBeGreaterThan(49.4);
  expect(Number(longitude)).toBeGreaterThan(2.5);
  expect(await form.locator('[name="areaRadius"]').inputValue()).toBe("5");
  await map.locator("path.leaflet-interactive").waitFor();

  const email = `area.${Date.now()}@example.be`;
  await fillForm(page, "demand-register", {
    ...validFields("demand-register", new Date()),
    zones: "",
    email,
  });
  await answerCaptcha(page, "demand-register");
  await send(page, "demand-register");
  expect(new URL(page.url()).pathname).toBe("/nl/bedankt/demand-register/");
  expect(pageProblems(page).uncaught).toEqual([]);
  await page.context().close();

  await site.halt();
  const connection = await openDatabase({ dataDir: path.join(site.dataDir, "db") });
  try {
    const [alert] = await connection.db
      .select({
        latitude: searchAlerts.areaLatitude,
        longitude: searchAlerts.areaLongitude,
        radius: searchAlerts.areaRadiusKm,
      })
      .from(searchAlerts)
      .where(eq(searchAlerts.email, email));
    expect(alert).toEqual({ latitude: Number(latitude), longitude: Number(longitude), radius: 5 });
  } finally {
    await connection.close();
  }
});
