// What every account route exports alike: never cached, never indexed, titled by its loader's title.
import { type MetaArgsLike, pageMeta } from "../../i18n/seo.ts";

export const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The routes' `headers` export. */
export function noStore() {
  return NO_STORE;
}

/** The routes' `meta` export: the page's own title, `noindex`. */
export function accountMeta(args: MetaArgsLike & { loaderData?: { title?: string } | undefined }) {
  return pageMeta(args, { title: args.loaderData?.title, noindex: true });
}
