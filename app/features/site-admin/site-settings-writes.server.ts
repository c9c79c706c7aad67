// The site configuration's settings (spec §1–§2: logo and banner, languages, display options, agency
// information): one row, changed in a single transaction holding the change, the version check that refuses
// a save made from an older version, and its audit entry (ids only); its trigger then notifies
// 'public_content_changed', so the public site shows the change at once.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { languages, siteSettings } from "../../db/schema/content.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { EditRefused, type EditOutcome, refusedAsOutcome } from "./edit-outcome.ts";
import type { BrandingForm, DisplayForm, InformationForm, LanguagesForm } from "./site-admin-forms.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const SETTINGS_ID = 1;

type SettingsRow = typeof siteSettings.$inferSelect;

/** Changes the settings row from the version the form showed; refused when it moved on since. */
async function saveSettings(
  db: Database,
  actorId: string,
  version: number,
  now: Date,
  change: (row: SettingsRow, tx: Tx) => Promise<Partial<SettingsRow>>,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
      if (!row) throw new EditRefused({ kind: "gone" });
      const values = await change(row, tx);
      const updated = await tx
        .update(siteSettings)
        .set({ ...values, updatedAt: now, version: sql`${siteSettings.version} + 1` })
        .where(and(eq(siteSettings.id, SETTINGS_ID), eq(siteSettings.version, version)))
        .returning({ id: siteSettings.id });
      if (updated.length === 0) throw new EditRefused({ kind: "conflict" });
      await audit(tx, actorId, "site.settings_changed", { kind: "site_settings", id: SETTINGS_ID }, now);
    }),
  );
}

export function saveBranding(db: Database, actorId: string, form: BrandingForm, now: Date) {
  return saveSettings(db, actorId, form.version, now, async (row) => ({
    logoImageKey: form.logoImageKey,
    banner: {
      ...row.banner,
      type: form.bannerType,
      imageKey: form.bannerImageKey,
      galleryImageKeys: form.galleryKeys,
      galleryConfig: { intervalMs: form.galleryInterval, fade: row.banner.galleryConfig?.fade ?? true },
      videoUrl: form.videoUrl,
      showLogo: form.showLogo,
    },
  }));
}

export function saveDisplay(db: Database, actorId: string, form: DisplayForm, now: Date) {
  return saveSettings(db, actorId, form.version, now, async (row) => ({
    displayOptions: {
      ...row.displayOptions,
      showHomeMenu: form.showHomeMenu,
      showFreeEvaluation: form.showFreeEvaluation,
      videoThumbnailQuality: form.videoThumbnailQuality,
    },
    searchBlock: {
      ...row.searchBlock,
      showSearchInput: form.showSearchInput,
      showSearchButton: form.showSearchButton,
      showSearchCount: form.showSearchCount,
      showCountProperty: form.showCountProperty,
    },
    banner: { ...row.banner, showLogoAtStart: form.showLogoAtStart },
  }));
}

export function saveInformation(db: Database, actorId: string, form: InformationForm, now: Date) {
  return saveSettings(db, actorId, form.version, now, async (row) => ({
    siteInformation: {
      ...row.siteInformation,
      name: form.name,
      legalName: form.legalName,
      vatNumber: form.vatNumber,
      biv: form.biv,
      street: form.street,
      zip: form.zip,
      city: form.city,
      countryCode: form.countryCode,
      phone: form.phone,
      email: form.email,
      analytics: {
        ...(form.googleTagManagerId ? { googleTagManagerId: form.googleTagManagerId } : {}),
        ...(form.googleAnalyticsId ? { googleAnalyticsId: form.googleAnalyticsId } : {}),
        ...(form.facebookPixelId ? { facebookPixelId: form.facebookPixelId } : {}),
      },
    },
  }));
}

/** The languages in use and the default one: the settings' version guards both. */
export function saveLanguages(db: Database, actorId: string, form: LanguagesForm, now: Date) {
  return saveSettings(db, actorId, form.version, now, async (_row, tx) => {
    for (const [index, code] of LANGUAGES.entries()) {
      const use = form[`use_${code}`];
      await tx
        .insert(languages)
        .values({ code, use, sort: index + 1 })
        .onConflictDoUpdate({ target: languages.code, set: { use } });
    }
    return { defaultLanguage: form.defaultLanguage };
  });
}
