// Free valuation (spec §2): configured title and introduction and the agency's details.
// The page's form (lead capture) goes in the layout's slot as its children.
import { ContactPageLayout } from "../features/site-shell/contact-page-layout.tsx";
import { loadScreenContent } from "../features/site-shell/page-loader.server.ts";
import type { Route } from "./+types/free-valuation";

export const loader = (args: Route.LoaderArgs) => loadScreenContent(args);

export default function FreeValuation({ loaderData }: Route.ComponentProps) {
  return <ContactPageLayout content={loaderData} />;
}
