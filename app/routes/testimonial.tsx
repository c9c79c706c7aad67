// Share your experience (spec §3 testimonial): stored at once, shown on the site once the agency approves it.
import { useActionData } from "react-router";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { isLeadFormState } from "../features/leads/lead-form-state.ts";
import { leadFormsData } from "../features/leads/lead-forms-loader.server.ts";
import { leadPageFrame } from "../features/leads/lead-page-frame.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { TestimonialForm } from "../features/leads/components/testimonial-form.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/testimonial";

const target = { forms: ["testimonial"] } as const;

export const middleware = [leadFormsNotShared({ onlyWithFormParam: false })];

export async function loader(args: Route.LoaderArgs) {
  return { leads: await leadFormsData(args, target), ...leadPageFrame(args.context, "testimonial") };
}

export const action = (args: Route.ActionArgs) => leadAction(args, target);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, description: args.loaderData?.description });

export default function Testimonial({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData();
  return (
    <div className="container">
      <TestimonialForm data={loaderData.leads} state={isLeadFormState(actionData) ? actionData : undefined} />
    </div>
  );
}
