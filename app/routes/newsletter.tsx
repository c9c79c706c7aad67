// Newsletter sign-up (spec §1, §3): its own page in every language; the footer's box links here with the
// e-mail address typed (?email=), so the footer stays the same for every visitor.
import { useActionData } from "react-router";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { isLeadFormState } from "../features/leads/lead-form-state.ts";
import { leadFormsData } from "../features/leads/lead-forms-loader.server.ts";
import { leadPageFrame } from "../features/leads/lead-page-frame.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { NewsletterForm } from "../features/leads/components/newsletter-form.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/newsletter";

const target = { forms: ["sign-newsletter"] } as const;

export const middleware = [leadFormsNotShared({ onlyWithFormParam: false })];

export async function loader(args: Route.LoaderArgs) {
  const leads = await leadFormsData(args, target);
  const email = new URL(args.request.url).searchParams.get("email");
  if (email && email.length <= 254) leads.prefill = { email };
  return { leads, ...leadPageFrame(args.context, "newsletter") };
}

export const action = (args: Route.ActionArgs) => leadAction(args, target);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, description: args.loaderData?.description });

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData();
  return (
    <div className="container">
      <NewsletterForm data={loaderData.leads} state={isLeadFormState(actionData) ? actionData : undefined} />
    </div>
  );
}
