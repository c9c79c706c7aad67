// A listing's photos in the back office on both databases: an upload checked with sharp and stored for
// the media pipeline (a non-image refused, nothing written), kept by a later save of the form; order, alt
// texts and removal, each version-checked and audit-logged, another listing's photo refused.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { actionArgs, formPost, routeContext, statusOf } from "../features/accounts/testing/route-request.ts";
import {
  counts,
  imported,
  LIST,
  multipartPost,
  staffAccount,
  versionOf,
} from "../features/back-office/testing/listing-fixtures.ts";
import { auditLog } from "../db/schema/accounts.ts";
import { mediaOriginals } from "../db/schema/imports.ts";
import { photos } from "../db/schema/listings.ts";
import { findPropertyRecord } from "../features/property/property-record.server.ts";
import { action as listingAction } from "./back-office-listing.tsx";

forEachDatabase(
  (database) => {
    let agent: RequestAccount;

    beforeAll(async () => {
      agent = await staffAccount(database(), "agent", "agent@example.be");
    });

    const as = (account: RequestAccount | null) => routeContext(database(), { language: "en", account });
    const run = async (outcome: Promise<unknown>) =>
      statusOf(await outcome.catch((thrown: unknown) => thrown));

    it("listings 6: a photo upload is checked with sharp, stored for the media pipeline and shown; a non-image is refused", async () => {
      const db = database();
      const id = await imported(db, "BO-PHOTO", { photos: [] });
      const { context } = await as(agent);
      const pathOf = `${LIST}${id}/`;
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a63" } })
        .jpeg()
        .toBuffer();
      const before = await counts(db);
      const fake = multipartPost(
        pathOf,
        { intent: "photo-upload", version: String(await versionOf(db, id)) },
        {
          bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
          type: "image/jpeg",
        },
      );
      expect(await run(listingAction(actionArgs(fake, context, { listingId: String(id) })))).toBe(400);
      expect(await counts(db)).toEqual(before);
      const upload = multipartPost(
        pathOf,
        {
          intent: "photo-upload",
          version: String(await versionOf(db, id)),
          alt_nl: "Voorgevel",
          alt_en: "Front",
        },
        { bytes: jpeg, type: "image/jpeg" },
      );
      expect(await run(listingAction(actionArgs(upload, context, { listingId: String(id) })))).toBe(200);
      const record = await findPropertyRecord(db, id);
      expect(record?.photos).toHaveLength(1);
      expect(record?.photos[0]?.caption).toEqual({ nl: "Voorgevel", en: "Front" });
      const [original] = await db
        .select()
        .from(mediaOriginals)
        .where(eq(mediaOriginals.imageKey, record?.photos[0]?.imageKey ?? ""));
      expect(original?.width).toBe(800);
      // Saving the form afterwards keeps the uploaded photo (the form's payload has the same photo URLs).
      const keep = formPost(pathOf, {
        intent: "save",
        version: String(await versionOf(db, id)),
        goal: "sale",
        typeId: "1",
        zip: "2800",
        city: "Mechelen",
        title_nl: "Met foto",
        description_nl: "",
      });
      expect(
        statusOf(
          await listingAction(actionArgs(keep, context, { listingId: String(id) })).catch((e: unknown) => e),
        ),
      ).toBe(302);
      expect((await findPropertyRecord(db, id))?.photos).toHaveLength(1);
    });

    it("listings 10: photos move, get alt texts and are removed, each version-checked and audit-logged", async () => {
      const db = database();
      const id = await imported(db, "BO-PHOTO-ORDER", { photos: [] });
      const { context } = await as(agent);
      const pathOf = `${LIST}${id}/`;
      const colours = ["#111", "#555", "#999"];
      for (const background of colours) {
        const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background } })
          .jpeg()
          .toBuffer();
        const upload = multipartPost(
          pathOf,
          { intent: "photo-upload", version: String(await versionOf(db, id)) },
          {
            bytes: jpeg,
            type: "image/jpeg",
          },
        );
        expect(await run(listingAction(actionArgs(upload, context, { listingId: String(id) })))).toBe(200);
      }
      const order = async () =>
        (await db.select().from(photos).where(eq(photos.propertyId, id)))
          .sort((a, b) => a.position - b.position)
          .map((p) => p.id);
      const [first, second, third] = await order();
      const change = async (fields: Record<string, string>, version?: number) =>
        run(
          listingAction(
            actionArgs(
              formPost(pathOf, {
                intent: "photo",
                version: String(version ?? (await versionOf(db, id))),
                ...fields,
              }),
              context,
              { listingId: String(id) },
            ),
          ),
        );
      expect(await change({ photo: "up", photoId: String(third) })).toBe(200);
      expect(await order()).toEqual([first, third, second]);
      const stale = (await versionOf(db, id)) - 1;
      expect(await change({ photo: "remove", photoId: String(first) }, stale)).toBe(409);
      expect(await order()).toEqual([first, third, second]);
      expect(
        await change({ photo: "caption", photoId: String(second), alt_fr: "Jardin", alt_nl: "Tuin" }),
      ).toBe(200);
      const [captioned] = await db
        .select()
        .from(photos)
        .where(eq(photos.id, second ?? 0));
      expect(captioned?.caption).toEqual({ nl: "Tuin", fr: "Jardin" });
      expect(await change({ photo: "caption", photoId: String(second), alt_en: "x".repeat(301) })).toBe(400);
      expect(await change({ photo: "remove", photoId: String(first) })).toBe(200);
      expect(await order()).toEqual([third, second]);
      // Another listing's photo is not this page's to change.
      const other = await imported(db, "BO-PHOTO-OTHER");
      expect(await change({ photo: "remove", photoId: String(third) }, undefined)).toBe(200);
      const foreign = formPost(`${LIST}${other}/`, {
        intent: "photo",
        photo: "remove",
        photoId: String(second),
        version: String(await versionOf(db, other)),
      });
      expect(await run(listingAction(actionArgs(foreign, context, { listingId: String(other) })))).toBe(404);
      expect(await order()).toEqual([second]);
      const actions = (
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subjectId, String(id)))
      ).map((entry) => entry.action);
      expect(actions.filter((action) => action === "listing.photo_added")).toHaveLength(3);
      expect(actions.filter((action) => action === "listing.photo_changed")).toHaveLength(2);
      expect(actions.filter((action) => action === "listing.photo_removed")).toHaveLength(2);
    });
  },
  { seeded: true },
);
