import { useEffect, useRef, useState } from "react";
import type { PageAlternates } from "../../i18n/alternates.ts";
import { useT } from "../../i18n/use-t.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { HeaderLinksBar } from "./header-links-bar.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MenuList } from "./menu-list.tsx";
import type { ShellData } from "./shell-data.ts";

const DRAWER_ID = "site-drawer";

/**
 * The header's menu, evaluation link, language switcher and links bar, each written once (ADR 0050). From
 * the tablet breakpoint the closed drawer lays its parts out in the header itself: the links bar and the
 * languages on the top row, the evaluation link beside the logo, and from the large breakpoint the menu
 * too. Below the large breakpoint the button opens them all in a drawer (spec §2: the same links plus the
 * evaluation link). The drawer is a popover, so it opens, closes on Escape and returns focus to its button
 * even without JavaScript; with it, focus moves into the drawer on opening, the drawer is announced as a
 * dialog, the button reports aria-expanded, and following a link closes it.
 */
export function HeaderMenu({
  shell,
  alternates,
  currentPath,
}: {
  shell: ShellData;
  alternates: PageAlternates | null;
  currentPath: string;
}) {
  const { t } = useT();
  const drawer = useRef<HTMLDivElement>(null);
  // Unknown until hydration: without JavaScript the browser reports the popover's state itself.
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => {
      const opened =
        event instanceof ToggleEvent ? event.newState === "open" : element.matches(":popover-open");
      setOpen(opened);
      if (opened) element.querySelector<HTMLElement>(".drawer-close")?.focus();
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const close = () => {
    const element = drawer.current;
    if (element?.matches(":popover-open")) element.hidePopover();
  };

  return (
    <>
      <button
        type="button"
        className="drawer-toggle"
        popoverTarget={DRAWER_ID}
        aria-controls={DRAWER_ID}
        aria-expanded={open ?? undefined}
      >
        <Icon name="menu" />
        <span className="drawer-toggle-label">{t("SHELL_MENU")}</span>
      </button>
      <div
        id={DRAWER_ID}
        ref={drawer}
        popover="auto"
        className="drawer"
        role={open ? "dialog" : undefined}
        aria-label={open ? t("SHELL_MENU") : undefined}
      >
        <div className="drawer-top">
          <LanguageSwitcher
            enabledLanguages={shell.enabledLanguages}
            alternates={alternates}
            className="language-switcher"
            onNavigate={close}
          />
          <button type="button" className="drawer-close" popoverTarget={DRAWER_ID} popoverTargetAction="hide">
            <Icon name="close" />
            <span className="visually-hidden">{t("SHELL_CLOSE_MENU")}</span>
          </button>
        </div>
        <nav className="main-nav" aria-label={t("SHELL_MAIN_NAVIGATION")}>
          <MenuList items={shell.menus} className="main-menu" currentPath={currentPath} onNavigate={close} />
        </nav>
        {shell.freeValuation ? (
          <ButtonLink
            to={shell.freeValuation.href}
            className="header-evaluation"
            size="small"
            onClick={close}
          >
            {shell.freeValuation.label}
          </ButtonLink>
        ) : null}
        <HeaderLinksBar links={shell.headerLinks} className="header-links" />
      </div>
    </>
  );
}
