// One listing in the back office ("new" for a new one), for agencies without a CRM: its form, saved through
// the import's validation and upsert, and its photos (upload, order, alt texts). Staff only; every change
// version-checked and audit-logged; never cached.
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "../context.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import "../features/accounts/components/accounts.css";
import { type BackOfficeNotice, notice } from "../features/back-office/back-office-notice.ts";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { backOfficePath } from "../features/back-office/back-office-screens.ts";
import "../features/back-office/back-office-tables.css";
import { BackOfficeHeader } from "../features/back-office/components/back-office-notice.tsx";
import { ListingFormFields } from "../features/back-office/components/listing-form-fields.tsx";
import { ListingPhotos } from "../features/back-office/components/listing-photos.tsx";
import { formValuesOf } from "../features/back-office/listing-form.ts";
import { photoAction } from "../features/back-office/listing-photo-action.server.ts";
import { photosOf } from "../features/back-office/listing-photos.server.ts";
import { saveListingForm } from "../features/back-office/listing-save.server.ts";
import { type StoredListing, storedListing } from "../features/back-office/stored-listing.server.ts";
import { readSubmission } from "../features/leads/guard/read-submission.server.ts";
import type { MessageKey } from "../i18n/dictionary.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/back-office-listing";

type Context = Route.LoaderArgs["context"];

const ListingIdSchema = z.union([z.literal("new"), z.coerce.number().int().positive().max(2_147_483_647)]);

/** The listing the path names: null for "new"; a 404 for anything else that is not an editable listing. */
async function listingOf(context: Context, raw: string | undefined): Promise<StoredListing | null> {
  const parsed = ListingIdSchema.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404, headers: NO_STORE });
  if (parsed.data === "new") return null;
  const stored = await storedListing(context.get(appContext).db, parsed.data);
  if (!stored) throw data(null, { status: 404, headers: NO_STORE });
  return stored;
}

async function page(
  context: Context,
  stored: StoredListing | null,
  form: { values: Record<string, string>; errors: Partial<Record<string, MessageKey>> } | null,
  outcome: BackOfficeNotice,
  status = 200,
) {
  const site = context.get(siteContext);
  const account = requireBackOffice(context, "listings");
  const frame = backOfficeFrame(context, account, "listings");
  const basePath = backOfficePath("listings", site.language);
  const title = stored
    ? site.t("BO_LISTING_FORM_TITLE_EDIT", { reference: stored.reference })
    : site.t("BO_LISTING_FORM_TITLE_NEW");
  const errors = Object.fromEntries(
    Object.entries(form?.errors ?? {}).flatMap(([field, key]) => (key ? [[field, site.t(key)]] : [])),
  );
  return accountAnswer(
    {
      ...frame,
      title,
      breadcrumbs: [
        ...frame.breadcrumbs.slice(0, 1),
        { label: frame.title, href: basePath },
        { label: title },
      ],
      basePath,
      isNew: stored === null,
      propertyId: stored?.propertyId ?? null,
      version: stored?.version ?? null,
      publicPath: stored && stored.published ? `/property/${stored.propertyId}/` : null,
      values: form?.values ?? (stored ? formValuesOf(stored.payload) : {}),
      errors,
      photos: stored ? await photosOf(context.get(appContext).db, stored.propertyId) : [],
      notice: outcome,
    },
    status,
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireBackOffice(context, "listings");
  const stored = await listingOf(context, params.listingId);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  const t = context.get(siteContext).t;
  return page(context, stored, null, saved ? notice(t, "success", "BO_LISTING_SAVED") : null);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "listings");
  const stored = await listingOf(context, params.listingId);
  const t = context.get(siteContext).t;
  if (crossOrigin(request, context)) {
    return page(context, stored, null, notice(t, "error", "LEAD_CROSS_ORIGIN"), 403);
  }
  const read = await readSubmission(request, { allowFiles: true });
  if (!read.ok) {
    const key = read.status === 413 ? "BO_PHOTOS_ERROR_FILE" : "BO_LISTING_FORM_INVALID";
    return page(context, stored, null, notice(t, "error", key), read.status);
  }
  const fields = Object.fromEntries(
    Object.entries(read.fields).flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value]] : [],
    ),
  );
  const db = context.get(appContext).db;
  const now = new Date();
  if (fields.intent === "save") {
    const saved = await saveListingForm(db, account.id, fields, stored, now);
    if (saved.ok) {
      throw redirect(
        `${backOfficePath("listings", context.get(siteContext).language)}${saved.propertyId}/?saved=1`,
        {
          headers: NO_STORE,
        },
      );
    }
    const outcome = notice(t, "error", saved.message);
    return page(context, stored, { values: fields, errors: saved.errors }, outcome, saved.status);
  }
  if (!stored) throw data(null, { status: 400, headers: NO_STORE });
  if (fields.intent === "photo" || fields.intent === "photo-upload") {
    const answer = await photoAction(db, account.id, stored.propertyId, fields, read.files.photo, now);
    const refreshed = (await storedListing(db, stored.propertyId)) ?? stored;
    return page(
      context,
      refreshed,
      null,
      notice(t, answer.status === 200 ? "success" : "error", answer.message),
      answer.status,
    );
  }
  throw data(null, { status: 400, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const view = actionData ?? loaderData;
  return (
    <div className="container account-page">
      <BackOfficeHeader title={view.title} menu={view.menu} notice={view.notice} />
      <p>
        <Link to={view.basePath}>{t("BO_LISTINGS_TITLE")}</Link>
        {view.publicPath ? (
          <>
            {" · "}
            <a href={view.publicPath}>{t("BO_LISTING_VIEW_ON_SITE")}</a>
          </>
        ) : null}
      </p>
      <ListingFormFields
        values={view.values}
        errors={view.errors}
        version={view.version}
        isNew={view.isNew}
      />
      {view.version === null ? null : <ListingPhotos photos={view.photos} version={view.version} />}
    </div>
  );
}
