// One property in the owner portal (spec §1, §2): statistics, visits, communications and online media.
// Ownership is checked on the server before anything is read: another owner's property is a 404.
import { data, Link } from "react-router";
import { appContext } from "../context.server.ts";
import { accountAnswer, requireAccount } from "../features/accounts/account-page.server.ts";
import { alternatesOfPaths } from "../i18n/alternates.ts";
import "../features/accounts/components/accounts.css";
import { ownedProperties, ownedProperty } from "../features/accounts/ownership.server.ts";
import { propertyLabel } from "../features/accounts/property-label.ts";
import { PropertyPortal } from "../features/accounts/components/property-portal.tsx";
import { propertyPortal } from "../features/accounts/property-portal.server.ts";
import { accountPagePath, accountPropertyPaths } from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/owner-property";

function propertyIdOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const account = requireAccount(context, "owner");
  const db = context.get(appContext).db;
  const site = context.get(siteContext);
  const id = propertyIdOf(params.propertyId);
  const property = id === null ? null : await ownedProperty(db, account.id, id);
  if (!property) throw data(null, { status: 404, headers: NO_STORE });
  const label = propertyLabel(property, site.language);
  const owned = await ownedProperties(db, account.id);
  return accountAnswer({
    title: label,
    breadcrumbs: [
      { label: site.t("OWNER_PORTAL_TITLE"), href: accountPagePath("owner", site.language) },
      { label },
    ],
    alternates: alternatesOfPaths(accountPropertyPaths("owner", property.id)),
    label,
    severalProperties: owned.length > 1,
    portal: await propertyPortal(db, property.id, site.language, new Date()),
  });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function OwnerProperty({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  return (
    <div className="container account-page">
      <h1>{loaderData.label}</h1>
      {loaderData.severalProperties ? (
        <p>
          <Link to={accountPagePath("owner", language)}>{t("OWNER_ALL_PROPERTIES")}</Link>
        </p>
      ) : null}
      <PropertyPortal portal={loaderData.portal} />
    </div>
  );
}
