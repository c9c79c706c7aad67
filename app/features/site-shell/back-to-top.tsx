import type { MouseEvent } from "react";
import { useT } from "../../i18n/use-t.ts";
import { Icon } from "../../ui/icon.tsx";
import { scrollToTop } from "./scroll-state.ts";

/**
 * Shown from 10 px of scroll (the `data-back-to-top` attribute on <html>, see scroll-state.ts). A link to
 * the top of the page, so it works without JavaScript; with it, the scroll is smooth and a keyboard user's
 * focus goes back to the top of the page.
 */
export function BackToTop() {
  const { t } = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const fromKeyboard = event.detail === 0;
    void scrollToTop().then(() => {
      if (fromKeyboard) document.getElementById("skip-link")?.focus({ preventScroll: true });
    });
  };
  return (
    <a className="back-to-top" href="#top" onClick={onClick}>
      <Icon name="arrow-up" />
      <span className="visually-hidden">{t("SHELL_BACK_TO_TOP")}</span>
    </a>
  );
}
