import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import { siteSettings, testimonials } from "../../../db/schema/content.ts";
import { mediaOriginals } from "../../../db/schema/imports.ts";
import { dictionaryFor } from "../../../i18n/dictionary.ts";
import { translate } from "../../../i18n/translate.ts";
import { loadHome } from "../../home/home.server.ts";
import { imageKeysInDatabase } from "../../media/known-image-keys.server.ts";
import { MAX_TESTIMONIAL_IMAGE_BYTES } from "../guard/testimonial-image.server.ts";
import {
  formPost,
  ISSUED_A_MINUTE_AGO,
  randomAddress,
  refusal,
  requestContext,
  scratchDataDir,
  solvedTicket,
  submissionDeps,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { handleLeadSubmission } from "./handle-submission.server.ts";

const dataDir = scratchDataDir("testimonial-image-");

async function testimonialCount(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(testimonials);
  return row?.value ?? 0;
}

/** A small real picture, drawn by sharp in the given format. */
async function picture(
  format: "png" | "webp" | "jpeg" | "gif",
  colour: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  return new Uint8Array(bytes);
}

forEachDatabase(
  (database) => {
    async function send(db: Database, file: File, name = "Marie Peeters") {
      const { ticket, answer } = await solvedTicket(db, "testimonial", ISSUED_A_MINUTE_AGO);
      const fields = {
        ...validFields("testimonial", new Date()),
        name,
        _form: "testimonial",
        _ticket: ticket,
        captcha: answer,
        homepage: "",
      };
      return handleLeadSubmission(
        formPost("/fr/temoignage/", fields, file, "image"),
        requestContext(db, dataDir.path, randomAddress()),
        { forms: ["testimonial"] },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      );
    }

    it("spec §3 testimonial image: a real PNG is stored with the testimonial, its key shown only once staff approve it", async () => {
      const db = database();
      const png = await picture("png", "#c0392b");
      const outcome = await send(db, new File([png], "moi.png", { type: "image/png" }), "Anne Stored");
      expect(outcome).toEqual({
        kind: "redirect",
        location: "/fr/temoignage/?sent=testimonial#lead-testimonial",
      });
      const [row] = await db.select().from(testimonials).where(eq(testimonials.name, "Anne Stored"));
      expect(row?.approved).toBe(false);
      expect(row?.imageKey).toMatch(/^upload-[a-z2-7]{24}$/);
      const imageKey = row?.imageKey ?? "";
      const [original] = await db.select().from(mediaOriginals).where(eq(mediaOriginals.imageKey, imageKey));
      expect([original?.contentType, original?.width, original?.height]).toEqual(["image/png", 48, 32]);
      expect(Buffer.from(original?.bytes ?? []).equals(Buffer.from(png))).toBe(true);

      // The media route renders only the keys the site shows: not before approval, then yes.
      expect(await imageKeysInDatabase(db)).not.toContain(imageKey);
      await db
        .update(testimonials)
        .set({ approved: true })
        .where(eq(testimonials.id, row?.id ?? 0));
      expect(await imageKeysInDatabase(db)).toContain(imageKey);
    });

    it("spec §3 testimonial image: JPEG and WebP are accepted too, checked by content whatever their name", async () => {
      const db = database();
      for (const [format, name] of [
        ["jpeg", "photo.webp"],
        ["webp", "photo"],
      ] as const) {
        const outcome = await send(db, new File([await picture(format, "#2e86c1")], name), `Anne ${format}`);
        expect(outcome.kind, format).toBe("redirect");
        const [row] = await db
          .select()
          .from(testimonials)
          .where(eq(testimonials.name, `Anne ${format}`));
        const [original] = await db
          .select({ contentType: mediaOriginals.contentType })
          .from(mediaOriginals)
          .where(eq(mediaOriginals.imageKey, row?.imageKey ?? ""));
        expect(original?.contentType, format).toBe(`image/${format}`);
      }
    });

    it("spec §3 testimonial image: a text file renamed .png, a GIF and an oversized photo are refused with a 400, the input kept, nothing stored", async () => {
      const db = database();
      const before = await testimonialCount(db);
      const originals = (await db.select({ value: count() }).from(mediaOriginals))[0]?.value;
      const refused = [
        {
          file: new File(["Ceci n'est pas une image.\n"], "photo.png", { type: "image/png" }),
          error: "LEAD_ERROR_IMAGE_TYPE",
        },
        // A PNG signature on a body that is no PNG: the decoder has the last word.
        {
          file: new File(
            [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
            "x.png",
          ),
          error: "LEAD_ERROR_IMAGE_TYPE",
        },
        { file: new File([await picture("gif", "#27ae60")], "anim.gif"), error: "LEAD_ERROR_IMAGE_TYPE" },
        {
          file: new File(
            [await picture("png", "#000000"), Buffer.alloc(MAX_TESTIMONIAL_IMAGE_BYTES)],
            "big.png",
          ),
          error: "LEAD_ERROR_IMAGE_SIZE",
        },
      ];
      for (const { file, error } of refused) {
        const outcome = refusal(await send(db, file, "Anne Refused"));
        expect([outcome.status, outcome.state.message], file.name).toEqual([400, "LEAD_CHECK_FIELDS"]);
        expect(outcome.state.fieldErrors, file.name).toEqual({ image: error });
        expect(outcome.state.values.name, file.name).toBe("Anne Refused");
        expect(outcome.state.values.comment, file.name).toBe("Très bon service.");
      }
      expect(await testimonialCount(db)).toBe(before);
      expect((await db.select({ value: count() }).from(mediaOriginals))[0]?.value).toBe(originals);
    });

    it("spec §3 testimonial image: the home page shows the photo with the author's name as its alt text only after approval", async () => {
      const db = database();
      const png = await picture("png", "#8e44ad");
      expect((await send(db, new File([png], "me.png"), "Anne Home")).kind).toBe("redirect");
      const [settings] = await db.select().from(siteSettings).limit(1);
      if (!settings) throw new Error("no site settings in the seeded database");
      const dictionary = dictionaryFor("fr");
      const home = () =>
        loadHome({
          db,
          language: "fr",
          settings,
          totals: { sale: 0, rent: 0 },
          t: (key, params) => translate(dictionary, key, params, "fr"),
        });
      expect((await home()).testimonials.map((item) => item.name)).not.toContain("Anne Home");

      await db.update(testimonials).set({ approved: true }).where(eq(testimonials.name, "Anne Home"));
      const shown = (await home()).testimonials.find((item) => item.name === "Anne Home");
      const [row] = await db.select().from(testimonials).where(eq(testimonials.name, "Anne Home"));
      expect(shown?.picture).toMatchObject({
        alt: "Photo de Anne Home",
        src: `/media/${row?.imageKey}/100.jpg`,
        width: 96,
        height: 64,
      });
      expect(shown?.picture?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      // The seeded testimonials have no photo.
      expect((await home()).testimonials.filter((item) => item.picture === null).length).toBeGreaterThan(0);
    });
  },
  { seeded: true },
);
