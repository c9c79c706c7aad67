// The demand register's map area (spec §3): three plain fields (centre latitude, longitude, radius) that
// work without JavaScript and for keyboard users, and a map that fills them with a click. The map's
// tiles come from another site: nothing loads before the visitor allows it (ADR 0017), once or always.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SEARCH_AREA_RADIUS_CHOICES } from "../../../domain/search-area.ts";
import { useT } from "../../../i18n/use-t.ts";
import { useEmbedConsent } from "../../../ui/embed-consent.tsx";
import { Button } from "../../../ui/button.tsx";
import { EmbedPlaceholder } from "../../../ui/embed-placeholder.tsx";
import type { MapTiles } from "../lead-form-state.ts";
import { searchAreaOf } from "../schemas/search-area-values.ts";
import { SelectField, TextField } from "./lead-fields.tsx";
import type { AreaMap } from "./search-area-map.ts";

const FIELDS = ["areaLatitude", "areaLongitude", "areaRadius"] as const;
/** The radius a click starts with when none is chosen yet. */
const FIRST_RADIUS = "5";

function fieldOf(form: HTMLFormElement | null, name: string): HTMLInputElement | HTMLSelectElement | null {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
}

/** The area the form's fields give now (decimal commas read as points), or null. */
function areaInForm(form: HTMLFormElement | null) {
  const number = (name: string) => {
    const text = fieldOf(form, name)?.value.trim().replace(",", ".") ?? "";
    return text === "" ? undefined : Number(text);
  };
  return searchAreaOf({
    areaLatitude: number("areaLatitude"),
    areaLongitude: number("areaLongitude"),
    areaRadius: number("areaRadius"),
  });
}

export function SearchAreaField({ tiles }: { tiles: MapTiles | undefined }) {
  const { t } = useT();
  const { allowEmbeds } = useEmbedConsent();
  const [requested, setRequested] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<AreaMap | null>(null);
  const shown = requested || allowEmbeds;

  useEffect(() => {
    const element = container.current;
    if (!element || !shown || !tiles) return;
    let cancelled = false;
    const form = fieldset.current?.form ?? null;
    const pick = (latitude: number, longitude: number) => {
      const set = (name: string, value: string) => {
        const field = fieldOf(form, name);
        if (field) field.value = value;
      };
      set("areaLatitude", String(latitude));
      set("areaLongitude", String(longitude));
      if (fieldOf(form, "areaRadius")?.value === "") set("areaRadius", FIRST_RADIUS);
      map.current?.show(areaInForm(form));
    };
    void import("./search-area-map.ts").then(({ mountAreaMap }) => {
      if (!cancelled) map.current = mountAreaMap(element, tiles, areaInForm(form), pick);
    });
    return () => {
      cancelled = true;
      map.current?.dispose();
      map.current = null;
    };
  }, [shown, tiles]);

  // Typed coordinates or another radius redraw the circle.
  const redraw = (event: FormEvent<HTMLFieldSetElement>) => {
    const { target } = event;
    const named = target instanceof HTMLInputElement || target instanceof HTMLSelectElement;
    if (named && FIELDS.some((name) => name === target.name)) {
      map.current?.show(areaInForm(fieldset.current?.form ?? null));
    }
  };
  const clear = () => {
    const form = fieldset.current?.form ?? null;
    for (const name of FIELDS) {
      const field = fieldOf(form, name);
      if (field) field.value = "";
    }
    map.current?.show(null);
  };

  return (
    <fieldset className="lead-fieldset search-area" ref={fieldset} onInput={redraw} onChange={redraw}>
      <legend>{t("ALERT_AREA_LEGEND")}</legend>
      <p className="field-hint">{t("ALERT_AREA_HINT")}</p>
      {tiles ? (
        <div
          ref={container}
          className="search-area__map"
          role="region"
          aria-label={t("ALERT_AREA_MAP_LABEL")}
        >
          {!shown && (
            <EmbedPlaceholder
              provider={tiles.provider}
              loadLabel={t("ALERT_AREA_SHOW_MAP")}
              onLoad={() => setRequested(true)}
            />
          )}
        </div>
      ) : null}
      <div className="lead-form-row">
        <TextField name="areaLatitude" label="ALERT_AREA_LATITUDE" inputMode="decimal" />
        <TextField name="areaLongitude" label="ALERT_AREA_LONGITUDE" inputMode="decimal" />
        <SelectField
          name="areaRadius"
          label="ALERT_AREA_RADIUS"
          options={SEARCH_AREA_RADIUS_CHOICES.map((km) => ({ value: String(km), label: `${km} km` }))}
        />
      </div>
      {shown && tiles ? (
        <p>
          <Button type="button" variant="outline" onClick={clear}>
            {t("ALERT_AREA_CLEAR")}
          </Button>
        </p>
      ) : null}
    </fieldset>
  );
}
