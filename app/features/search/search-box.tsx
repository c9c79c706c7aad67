import { type FormEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import type { searchPanel } from "./search-engine.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchLabels, SearchOption } from "./search-options.ts";
import { SearchPanelGroup } from "./search-panel-group.tsx";

type Loaded = { index: SearchIndex; engine: { searchPanel: typeof searchPanel } };
type Status = "idle" | "loading" | "ready" | "failed";

type Props = {
  forSaleHref: string;
  forRentHref: string;
  /** Spec §2: counts in brackets only with showSearchCount. */
  showCount: boolean;
};

/**
 * The home search box: a combobox (WAI-ARIA 1.2) whose panel opens on focus or with its button and closes
 * on blur and Escape. The index and the matching code load on first use, not with the page. Without
 * JavaScript it is a plain form that lists the town typed.
 */
export function SearchBox({ forSaleHref, forRentHref, showCount }: Props) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);

  function load() {
    if (status === "loading" || status === "ready") return;
    setStatus("loading");
    Promise.all([
      fetch(`/search-index.json?lang=${language}`).then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndex>;
      }),
      import("./search-engine.ts"),
    ])
      .then(([index, engine]) => {
        setLoaded({ index, engine });
        setStatus("ready");
      })
      .catch(() => setStatus("failed"));
  }

  const labels: SearchLabels = useMemo(
    () => ({
      typeForSale: (type) => t("SEARCH_TYPE_FOR_SALE", { type }),
      typeForRent: (type) => t("SEARCH_TYPE_FOR_RENT", { type }),
      cityForSale: (city) => t("SEARCH_CITY_FOR_SALE", { city }),
      cityForRent: (city) => t("SEARCH_CITY_FOR_RENT", { city }),
    }),
    [t],
  );
  const panel = useMemo(
    () =>
      loaded
        ? loaded.engine.searchPanel(
            loaded.index,
            text,
            { forSale: forSaleHref, forRent: forRentHref },
            labels,
          )
        : null,
    [loaded, text, forSaleHref, forRentHref, labels],
  );
  const options = panel?.options ?? [];
  const active = options.find((option) => option.id === activeId) ?? null;

  function openPanel() {
    setOpen(true);
    load();
  }

  function go(option: SearchOption) {
    if (!option.href) return;
    setOpen(false);
    void navigate(option.href);
  }

  function move(step: number) {
    if (!open) openPanel();
    if (options.length === 0) return;
    const current = active ? options.indexOf(active) : -1;
    const next =
      current === -1
        ? step > 0
          ? 0
          : options.length - 1
        : (current + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    setActiveId(option.id);
    document.getElementById(optionId(option))?.scrollIntoView({ block: "nearest" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Escape") {
      // First Escape closes the panel, a second one clears the text (APG combobox).
      if (open) setOpen(false);
      else setText("");
      setActiveId(null);
    } else if (event.key === "Enter" && open && active) {
      event.preventDefault();
      go(active);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active) return go(active);
    const city = text.trim();
    setOpen(false);
    void navigate(city ? `${forSaleHref}?city=${encodeURIComponent(city)}` : forSaleHref);
  }

  const optionId = (option: SearchOption) => `${id}-${option.id}`;
  const count = (value: number) => (showCount ? ` (${value})` : "");
  const expanded = open;

  return (
    <form
      className="search-box"
      method="get"
      action={forSaleHref}
      role="search"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="search-box-label">
        {t("SEARCH_LABEL")}
      </label>
      <div className="search-box-field">
        <input
          ref={input}
          id={`${id}-input`}
          name="city"
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={80}
          placeholder={t("SEARCH_PLACEHOLDER")}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // A new text starts from the top of the list again.
            setActiveId(null);
            openPanel();
          }}
          onFocus={openPanel}
          onClick={openPanel}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="search-box-toggle"
          tabIndex={-1}
          aria-label={t("SEARCH_TOGGLE")}
          aria-expanded={expanded}
          aria-controls={listboxId}
          onClick={() => {
            if (open) setOpen(false);
            else {
              openPanel();
              input.current?.focus();
            }
          }}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t("SEARCH_LABEL")}
        className="search-box-panel"
        hidden={!expanded}
        // Choosing with the mouse must not blur the input first, which would close the panel.
        onMouseDown={(event) => event.preventDefault()}
      >
        {status === "loading" ? <p className="search-box-note">{t("SEARCH_LOADING")}</p> : null}
        {status === "failed" ? <p className="search-box-note">{t("SEARCH_LOAD_FAILED")}</p> : null}
        {panel && panel.groups.length === 0 ? (
          <p className="search-box-note">{t("SEARCH_NO_SUGGESTIONS")}</p>
        ) : null}
        {panel?.groups.map((group) => (
          <SearchPanelGroup
            key={group.kind}
            group={group}
            headings={panel.showHeadings}
            activeId={active?.id ?? null}
            optionId={optionId}
            count={count}
            onChoose={go}
            onHover={(option) => setActiveId(option.id)}
          />
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && panel ? t("SEARCH_SUGGESTION_COUNT", { count: options.length }) : ""}
      </p>
    </form>
  );
}
