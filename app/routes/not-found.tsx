// Any path no screen answers (spec §2): the 404 page, with a status of 404.
import { data } from "react-router";
import { NotFoundPage } from "../features/site-shell/not-found-page.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFound() {
  return <NotFoundPage />;
}
