// The contact page (spec §2): configured title and introduction, the background image of its contact module and the agency's details.
// The page's form (lead capture) goes in the layout's slot as its children.
import { ContactPageLayout } from "../features/site-shell/contact-page-layout.tsx";
import { SiteContactForm } from "../features/leads/components/site-contact-form.tsx";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { loadLeadScreen } from "../features/leads/lead-screen-loader.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/contact";

const leadTarget = { forms: ["site-contact"] } as const;

// The form carries a per-visitor ticket: the page is never shared by the page cache.
export const middleware = [leadFormsNotShared({ onlyWithFormParam: false })];

export const loader = (args: Route.LoaderArgs) => loadLeadScreen(args, leadTarget);

// The screen's title and description come with its own data (`screenPage`, server/screen-pages.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const action = (args: Route.ActionArgs) => leadAction(args, leadTarget);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactPageLayout content={loaderData}>
      <SiteContactForm data={loaderData.leads} state={actionData} />
    </ContactPageLayout>
  );
}
