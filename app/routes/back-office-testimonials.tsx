// The testimonials review: approve (shown on the site at once), hide, correct the display name. Staff
// only; never cached; every form is a plain POST with the version it showed.
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { appContext } from "../context.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import "../features/accounts/components/accounts.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { staffDateTime } from "../features/back-office/leads-inbox/lead-list-view.server.ts";
import { StaffInput } from "../features/back-office/components/staff-fields.tsx";
import "../features/back-office/leads-inbox/staff-screens.css";
import {
  changeTestimonial,
  listTestimonials,
} from "../features/back-office/testimonials/testimonial-review.server.ts";
import { testimonialPhotoPreview } from "../features/back-office/testimonials/testimonial-photo-preview.server.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import type { Route } from "./+types/back-office-testimonials";

type Outcome = { tone: "success" | "error"; message: string; id: number | null; name?: string };

async function page(
  context: Route.LoaderArgs["context"],
  account: RequestAccount,
  outcome: Outcome | null,
  status = 200,
) {
  const site = context.get(siteContext);
  const { db } = context.get(appContext);
  const rows = await listTestimonials(db);
  const photos = await Promise.all(rows.map((row) => testimonialPhotoPreview(db, row.imageKey)));
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "testimonials"),
      testimonials: rows.map(({ imageKey: _key, ...row }, index) => ({
        ...row,
        date: staffDateTime(row.date, site.language),
        photo: photos[index] ?? null,
      })),
      outcome,
    },
    status,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "testimonials");
  return page(context, account, null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "testimonials");
  const site = context.get(siteContext);
  if (crossOrigin(request, context)) {
    return page(context, account, { tone: "error", message: site.t("LEAD_CROSS_ORIGIN"), id: null }, 403);
  }
  const fields = await formFields(request);
  const outcome = await changeTestimonial(context.get(appContext).db, account.id, fields, new Date());
  const kept = fields.intent === "rename" && fields.name !== undefined ? { name: fields.name } : {};
  switch (outcome.kind) {
    case "saved":
      return page(context, account, {
        tone: "success",
        message: site.t("BACK_OFFICE_SAVED"),
        id: outcome.id,
      });
    case "conflict":
      return page(
        context,
        account,
        { tone: "error", message: site.t("BACK_OFFICE_EDIT_CONFLICT"), id: outcome.id, ...kept },
        409,
      );
    case "missing":
      return page(context, account, { tone: "error", message: site.t("LEADS_ERROR_FORM"), id: null }, 404);
    case "invalid":
      return page(
        context,
        account,
        { tone: "error", message: site.t(outcome.error), id: outcome.id, ...kept },
        400,
      );
  }
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, testimonials, outcome } = actionData ?? loaderData;
  return (
    <div className="container account-page">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      {outcome && outcome.id === null ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
      {testimonials.length === 0 ? <p>{t("TESTIMONIALS_EMPTY")}</p> : null}
      {testimonials.map((item) => {
        const mine = outcome && outcome.id === item.id ? outcome : null;
        const nameError = mine && mine.tone === "error" && mine.name !== undefined ? mine.message : undefined;
        return (
          <section key={item.id} aria-labelledby={`testimonial-${item.id}`} className="staff-testimonial">
            <h2 id={`testimonial-${item.id}`}>
              {item.name} · {item.date} · {item.language}
            </h2>
            <p>
              <strong>{item.approved ? t("TESTIMONIALS_SHOWN") : t("TESTIMONIALS_WAITING")}</strong>
            </p>
            {mine && nameError === undefined ? <Notice tone={mine.tone}>{mine.message}</Notice> : null}
            {item.photo ? (
              <img
                className="staff-testimonial-photo"
                src={item.photo.src}
                width={item.photo.width}
                height={item.photo.height}
                alt={t("TESTIMONIAL_PHOTO_ALT", { name: item.name })}
              />
            ) : null}
            <blockquote>{item.comment}</blockquote>
            <div className="staff-actions">
              <form method="post" className="account-inline-form">
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="version" value={item.version} />
                <input type="hidden" name="intent" value={item.approved ? "hide" : "approve"} />
                <Button type="submit" variant={item.approved ? "outline" : "primary"}>
                  {item.approved ? t("TESTIMONIALS_HIDE") : t("TESTIMONIALS_APPROVE")}
                </Button>
              </form>
              <form method="post" className="staff-filters">
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="version" value={item.version} />
                <input type="hidden" name="intent" value="rename" />
                <StaffInput
                  id={`testimonial-name-${item.id}`}
                  name="name"
                  label={t("TESTIMONIALS_NAME")}
                  defaultValue={mine?.name ?? item.name}
                  error={nameError}
                  required
                />
                <Button type="submit" variant="outline">
                  {t("TESTIMONIALS_RENAME")}
                </Button>
              </form>
            </div>
          </section>
        );
      })}
    </div>
  );
}
