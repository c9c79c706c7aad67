// The owner portal's first screen: choose a property (spec §2). An owner of one property goes straight to
// it. Only signed-in owners (and staff, who see it as an owner would) reach it; never cached.
import { Link, redirect } from "react-router";
import { appContext } from "../context.server.ts";
import { accountAnswer, accountPageFrame, requireAccount } from "../features/accounts/account-page.server.ts";
import "../features/accounts/components/accounts.css";
import { ownedProperties } from "../features/accounts/ownership.server.ts";
import { propertyLabel } from "../features/accounts/property-label.ts";
import { accountPropertyPath } from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/owner";

export async function loader({ context }: Route.LoaderArgs) {
  const account = requireAccount(context, "owner");
  const { language } = context.get(siteContext);
  const owned = await ownedProperties(context.get(appContext).db, account.id);
  const [only] = owned;
  if (owned.length === 1 && only)
    throw redirect(accountPropertyPath("owner", only.id, language), { headers: NO_STORE });
  return accountAnswer({
    ...accountPageFrame(context, "owner", "OWNER_PORTAL_TITLE"),
    name: account.displayName,
    properties: owned.map((property) => ({
      href: accountPropertyPath("owner", property.id, language),
      label: propertyLabel(property, language),
    })),
  });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function Owner({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="container account-page">
      <h1>{t("OWNER_PORTAL_TITLE")}</h1>
      {loaderData.properties.length === 0 ? (
        <p>{t("OWNER_NO_PROPERTIES")}</p>
      ) : (
        <>
          <h2>{t("OWNER_CHOOSE_PROPERTY")}</h2>
          <ul className="owner-properties">
            {loaderData.properties.map((property) => (
              <li key={property.href}>
                <Link to={property.href}>{property.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
