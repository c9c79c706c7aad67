import type { MessageKey } from "../../i18n/dictionary.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";

/** Spec §2, §8: "Page not found" / "Oops, this page no longer exists", a search form and a link home. */
export function NotFoundPage() {
  const { t, language } = useT();
  return (
    <div className="container status-page">
      <h1>{t("PAGE_NOT_FOUND")}</h1>
      <p className="status-lead">{t("PAGE_NOT_FOUND_TEXT")}</p>
      <form method="get" action={SCREEN_PATHS.forSale[language]} className="status-search" role="search">
        <label htmlFor="not-found-search">{t("NOT_FOUND_SEARCH_LABEL")}</label>
        <div className="status-search-row">
          <input id="not-found-search" name="city" type="search" autoComplete="address-level2" />
          <Button type="submit" variant="secondary">
            <Icon name="search" />
            {t("NOT_FOUND_SEARCH_BUTTON")}
          </Button>
        </div>
      </form>
      <p>
        <ButtonLink to={SCREEN_PATHS.home[language]} variant="outline">
          <Icon name="home" />
          {t("NOT_FOUND_HOME_LINK")}
        </ButtonLink>
      </p>
    </div>
  );
}

/** Any other failure: a calm message in the visitor's language and a way home. */
export function ErrorPage({ status }: { status: number }) {
  const { t, language } = useT();
  const [title, text] = statusTexts(status);
  return (
    <div className="container status-page">
      <h1>{t(title)}</h1>
      <p className="status-lead">{t(text)}</p>
      <p>
        <ButtonLink to={SCREEN_PATHS.home[language]} variant="outline">
          <Icon name="home" />
          {t("NOT_FOUND_HOME_LINK")}
        </ButtonLink>
      </p>
    </div>
  );
}

function statusTexts(status: number): [MessageKey, MessageKey] {
  if (status === 403) return ["SHELL_FORBIDDEN_TITLE", "SHELL_FORBIDDEN_TEXT"];
  if (status >= 400 && status < 500) return ["SHELL_BAD_REQUEST_TITLE", "SHELL_BAD_REQUEST_TEXT"];
  return ["SHELL_ERROR_TITLE", "SHELL_ERROR_TEXT"];
}
