// The frame of the sign-in and password pages: the title, the page's content, and the way on.
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { type AccountPage, ACCOUNT_PAGE_PATHS } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { CrossOriginNotice } from "./cross-origin-notice.tsx";
import "./accounts.css";

export function AccountPageFrame({
  title,
  next,
  crossOrigin,
  children,
}: {
  title: MessageKey;
  /** The link under the page: to another account page. */
  next: { page: AccountPage; label: MessageKey };
  /** The form was posted from another site and refused. */
  crossOrigin: boolean;
  children: ReactNode;
}) {
  const { t, language } = useT();
  return (
    <div className="container account-page">
      <h1>{t(title)}</h1>
      {crossOrigin ? <CrossOriginNotice /> : null}
      {children}
      <p>
        <a href={ACCOUNT_PAGE_PATHS[next.page][language]}>{t(next.label)}</a>
      </p>
    </div>
  );
}
