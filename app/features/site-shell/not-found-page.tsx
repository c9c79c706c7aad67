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

/** What a route that refuses a request may say instead of the status's own texts (already translated). */
export type RefusalTexts = { title: string; text: string };

/**
 * Any other failure: a calm message in the visitor's language and a way home. A refusal that carries its
 * own translated texts (a staff page's 403) shows them: they travel with that answer only, not in the
 * texts of every page.
 */
export function ErrorPage({ status, refusal }: { status: number; refusal?: RefusalTexts | null }) {
  const { t, language } = useT();
  const [title, text] = statusTexts(status);
  return (
    <div className="container status-page">
      <h1>{refusal?.title ?? t(title)}</h1>
      <p className="status-lead">{refusal?.text ?? t(text)}</p>
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
  if (status >= 400 && status < 500) return ["SHELL_BAD_REQUEST_TITLE", "SHELL_BAD_REQUEST_TEXT"];
  return ["SHELL_ERROR_TITLE", "SHELL_ERROR_TEXT"];
}

/** The translated texts a refusal carries in its data, if it carries any. */
export function refusalTextsOf(data: unknown): RefusalTexts | null {
  if (typeof data !== "object" || data === null || !("refusal" in data)) return null;
  const { refusal } = data;
  if (typeof refusal !== "object" || refusal === null) return null;
  if (!("title" in refusal) || !("text" in refusal)) return null;
  const { title, text } = refusal;
  return typeof title === "string" && typeof text === "string" ? { title, text } : null;
}
