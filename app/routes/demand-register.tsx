// Keep me informed (spec §2 demand register): configured title and introduction and the agency's details.
// The page's form (lead capture) goes in the layout's slot as its children.
import { ContactPageLayout } from "../features/site-shell/contact-page-layout.tsx";
import { DemandRegisterForm } from "../features/leads/components/demand-register-form.tsx";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { loadLeadScreen } from "../features/leads/lead-screen-loader.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { demandRegisterPrefill } from "../features/leads/schemas/demand-register-prefill.ts";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/demand-register";

const leadTarget = { forms: ["demand-register"] } as const;

// The form carries a per-visitor ticket: the page is never shared by the page cache.
export const middleware = [leadFormsNotShared({ onlyWithFormParam: false })];

export async function loader(args: Route.LoaderArgs) {
  const page = await loadLeadScreen(args, leadTarget);
  // Opened from a list page's "keep me informed": the alert starts as that list's search.
  page.leads.prefill = demandRegisterPrefill(new URL(args.request.url).searchParams);
  return page;
}

// The screen's title and description come with its own data (`screenPage`, server/screen-pages.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const action = (args: Route.ActionArgs) => leadAction(args, leadTarget);

export default function DemandRegister({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactPageLayout content={loaderData}>
      <DemandRegisterForm data={loaderData.leads} state={actionData} />
    </ContactPageLayout>
  );
}
