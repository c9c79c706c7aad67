// One search alert on the manage page (ADR 0019): its state, its criteria and frequency as an editable
// form, and its pause / resume / delete buttons. Plain forms: the page works without JavaScript.
import { Form } from "react-router";
import { ALERT_FREQUENCY_OPTIONS, ALERT_NUMBER_FIELDS } from "../leads/components/alert-fields.ts";
import type { AlertFrequency } from "../../domain/alert-frequency.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";

export type AlertView = {
  id: string;
  state: "active" | "paused" | "unconfirmed" | "unsubscribed";
  goal: "buy" | "rent";
  types: string[];
  zones: string;
  /** The map area (domain/search-area.ts), or null. */
  area: { latitude: number; longitude: number; radiusKm: number } | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  maxBedrooms: number | null;
  minBathrooms: number | null;
  minGarages: number | null;
  minParkings: number | null;
  terrace: boolean;
  garden: boolean;
  frequency: AlertFrequency;
};

type Props = {
  alert: AlertView;
  action: string;
  propertyTypes: { id: number; name: string }[];
  /** The refusal, translated by the server. */
  error: { text: string; fieldErrors?: Record<string, string> } | null;
  /** What the subscriber sent, shown again when it was refused. */
  values: Record<string, string> | undefined;
};

const STATE_LABELS: Record<AlertView["state"], MessageKey> = {
  active: "ALERT_STATE_ACTIVE",
  paused: "ALERT_STATE_PAUSED",
  unconfirmed: "ALERT_STATE_UNCONFIRMED",
  unsubscribed: "ALERT_STATE_UNSUBSCRIBED",
};

export function AlertEditor({ alert, action, propertyTypes, error, values }: Props) {
  const { t } = useT();
  const id = (field: string) => `alert-${alert.id}-${field}`;
  const fieldError = (field: string) => {
    const message = error?.fieldErrors?.[field];
    return message ? (
      <span className="lead-field-error" id={id(`${field}-error`)}>
        {message}
      </span>
    ) : null;
  };
  const text = (field: (typeof ALERT_NUMBER_FIELDS)[number][0]) =>
    values ? (values[field] ?? "") : String(alert[field] ?? "");
  const types = values ? (values.types ?? "").split(",") : alert.types;
  const area = alert.area;
  const areaFields = [
    ["areaLatitude", "ALERT_AREA_LATITUDE", area?.latitude],
    ["areaLongitude", "ALERT_AREA_LONGITUDE", area?.longitude],
    ["areaRadius", "ALERT_AREA_RADIUS", area?.radiusKm],
  ] as const;
  return (
    <section className="lead-manage-alert" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{t(STATE_LABELS[alert.state])}</h2>
      {error ? (
        <Notice tone="error">
          <p role="alert">{error.text}</p>
        </Notice>
      ) : null}
      <Form method="post" action={action} noValidate>
        <input type="hidden" name="alert" value={alert.id} />
        <fieldset>
          <legend>{t("LEAD_LABEL_ALERT_GOAL")}</legend>
          {(["buy", "rent"] as const).map((goal) => (
            <label key={goal}>
              <input
                type="radio"
                name="goal"
                value={goal}
                defaultChecked={(values?.goal ?? alert.goal) === goal}
              />{" "}
              {t(goal === "buy" ? "LEAD_GOAL_BUY" : "LEAD_GOAL_RENT")}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("LEAD_LABEL_TYPES")}</legend>
          {propertyTypes.map((type) => (
            <label key={type.id}>
              <input
                type="checkbox"
                name="types"
                value={type.id}
                defaultChecked={types.includes(String(type.id))}
              />{" "}
              {type.name}
            </label>
          ))}
          {fieldError("types")}
        </fieldset>
        <p>
          <label htmlFor={id("zones")}>{t("LEAD_LABEL_ZONES")}</label>
          <input id={id("zones")} name="zones" defaultValue={values?.zones ?? alert.zones} />
          {fieldError("zones")}
        </p>
        <fieldset>
          <legend>{t("ALERT_AREA_LEGEND")}</legend>
          <p id={id("area-summary")}>
            {area
              ? t("ALERT_AREA_SUMMARY", {
                  radius: area.radiusKm,
                  latitude: area.latitude,
                  longitude: area.longitude,
                })
              : t("ALERT_AREA_NONE")}
          </p>
          {areaFields.map(([field, label, stored]) => (
            <p key={field}>
              <label htmlFor={id(field)}>{t(label)}</label>
              <input
                id={id(field)}
                name={field}
                inputMode="decimal"
                defaultValue={values ? (values[field] ?? "") : String(stored ?? "")}
              />
              {fieldError(field)}
            </p>
          ))}
        </fieldset>
        {ALERT_NUMBER_FIELDS.map(([field, label]) => (
          <p key={field}>
            <label htmlFor={id(field)}>{t(label)}</label>
            <input id={id(field)} name={field} inputMode="numeric" defaultValue={text(field)} />
            {fieldError(field)}
          </p>
        ))}
        <label>
          <input
            type="checkbox"
            name="terrace"
            defaultChecked={values ? values.terrace === "on" : alert.terrace}
          />{" "}
          {t("LEAD_LABEL_TERRACE")}
        </label>
        <label>
          <input
            type="checkbox"
            name="garden"
            defaultChecked={values ? values.garden === "on" : alert.garden}
          />{" "}
          {t("LEAD_LABEL_GARDEN")}
        </label>
        <fieldset>
          <legend>{t("LEAD_LABEL_FREQUENCY")}</legend>
          {ALERT_FREQUENCY_OPTIONS.map(([frequency, label]) => (
            <label key={frequency}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={(values?.frequency ?? alert.frequency) === frequency}
              />{" "}
              {t(label)}
            </label>
          ))}
          {fieldError("frequency")}
        </fieldset>
        <Button type="submit" name="intent" value="save">
          {t("ALERT_ACTION_SAVE")}
        </Button>
      </Form>
      <Form method="post" action={action} className="lead-manage-alert-actions">
        <input type="hidden" name="alert" value={alert.id} />
        {alert.state === "active" ? (
          <Button type="submit" name="intent" value="pause" variant="outline">
            {t("ALERT_ACTION_PAUSE")}
          </Button>
        ) : null}
        {alert.state === "paused" ? (
          <Button type="submit" name="intent" value="resume" variant="outline">
            {t("ALERT_ACTION_RESUME")}
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="delete" variant="outline">
          {t("ALERT_ACTION_DELETE")}
        </Button>
      </Form>
    </section>
  );
}
