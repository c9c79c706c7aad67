// The contact page (spec §2): configured title and introduction, the background image of its contact module and the agency's details.
// The page's form (lead capture) goes in the layout's slot as its children.
import { ContactPageLayout } from "../features/site-shell/contact-page-layout.tsx";
import { loadScreenContent } from "../features/site-shell/page-loader.server.ts";
import type { Route } from "./+types/contact";

export const loader = (args: Route.LoaderArgs) => loadScreenContent(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPageLayout content={loaderData} />;
}
