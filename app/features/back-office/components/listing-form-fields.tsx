// The listing form (agencies without a CRM): the fields the site shows most, grouped, labelled, each error
// linked to its field. The values and errors come from the server (listing-form.ts, listing-save.server.ts).
import { Form } from "react-router";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { StaffInput, StaffSelect, StaffTextArea } from "./staff-fields.tsx";

type Errors = Partial<Record<string, string>>;
type Values = Record<string, string>;

const LANGUAGE_LABELS = { nl: "NL", fr: "FR", en: "EN" } as const;

export function ListingFormFields(props: {
  values: Values;
  errors: Errors;
  version: number | null;
  isNew: boolean;
}) {
  const { t } = useT();
  const { values, errors } = props;
  const input = (name: string, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <StaffInput
      id={`listing-${name}`}
      name={name}
      label={label}
      type={extra.type ?? "text"}
      defaultValue={values[name]}
      error={errors[name]}
      required={extra.required ?? false}
    />
  );
  const notGiven = { value: "", label: t("BO_LISTING_FORM_NOT_GIVEN") };
  const scores = ["A", "B", "C", "D"].map((score) => ({ value: score, label: score }));
  return (
    <Form method="post" className="account-form listing-form">
      <input type="hidden" name="intent" value="save" />
      {props.version === null ? null : <input type="hidden" name="version" value={props.version} />}
      <fieldset>
        <legend>{t("BO_LISTING_FORM_MAIN")}</legend>
        {props.isNew ? (
          input("reference", t("BO_LISTINGS_REFERENCE"), { required: true })
        ) : (
          <p>
            {t("BO_LISTINGS_REFERENCE")}: <strong>{values.reference}</strong>
          </p>
        )}
        <StaffSelect
          id="listing-goal"
          name="goal"
          label={t("BO_LISTINGS_GOAL")}
          defaultValue={values.goal ?? "sale"}
          error={errors.goal}
          options={[
            { value: "sale", label: t("BO_LISTINGS_SALE") },
            { value: "rent", label: t("BO_LISTINGS_RENT") },
          ]}
        />
        <StaffSelect
          id="listing-status"
          name="status"
          label={t("BO_LISTINGS_STATUS")}
          defaultValue={values.status ?? "available"}
          error={errors.status}
          options={[
            { value: "available", label: t("BO_LISTINGS_STATUS_AVAILABLE") },
            { value: "under_option", label: t("BO_LISTINGS_STATUS_UNDER_OPTION") },
          ]}
        />
        <StaffSelect
          id="listing-typeId"
          name="typeId"
          label={t("BO_LISTING_FORM_TYPE")}
          defaultValue={values.typeId ?? "1"}
          error={errors.typeId}
          options={[
            { value: "1", label: t("BO_LISTING_FORM_TYPE_1") },
            { value: "2", label: t("BO_LISTING_FORM_TYPE_2") },
            { value: "3", label: t("BO_LISTING_FORM_TYPE_3") },
            { value: "4", label: t("BO_LISTING_FORM_TYPE_4") },
            { value: "5", label: t("BO_LISTING_FORM_TYPE_5") },
            { value: "6", label: t("BO_LISTING_FORM_TYPE_6") },
            { value: "7", label: t("BO_LISTING_FORM_TYPE_7") },
            { value: "8", label: t("BO_LISTING_FORM_TYPE_8") },
            { value: "9", label: t("BO_LISTING_FORM_TYPE_9") },
          ]}
        />
        {input("price", t("BO_LISTING_FORM_PRICE"), { type: "number" })}
      </fieldset>
      <fieldset>
        <legend>{t("BO_LISTING_FORM_ADDRESS")}</legend>
        {input("street", t("BO_LISTING_FORM_STREET"))}
        {input("houseNumber", t("BO_LISTING_FORM_HOUSE_NUMBER"))}
        {input("zip", t("BO_LISTING_FORM_ZIP"), { required: true })}
        {input("city", t("BO_LISTINGS_TOWN"), { required: true })}
        <StaffSelect
          id="listing-countryId"
          name="countryId"
          label={t("BO_LISTING_FORM_COUNTRY")}
          defaultValue={values.countryId ?? "10"}
          error={errors.countryId}
          options={[
            { value: "10", label: t("BO_LISTING_FORM_BELGIUM") },
            { value: "50", label: t("BO_LISTING_FORM_LUXEMBOURG") },
          ]}
        />
        <p className="field-hint">{t("BO_LISTING_FORM_COORDINATES_HINT")}</p>
        {input("latitude", t("BO_LISTING_FORM_LATITUDE"))}
        {input("longitude", t("BO_LISTING_FORM_LONGITUDE"))}
      </fieldset>
      <fieldset>
        <legend>{t("BO_LISTING_FORM_FACTS")}</legend>
        {input("bedrooms", t("BO_LISTING_FORM_BEDROOMS"), { type: "number" })}
        {input("bathrooms", t("BO_LISTING_FORM_BATHROOMS"), { type: "number" })}
        {input("surfaceHabitable", t("BO_LISTING_FORM_HABITABLE"), { type: "number" })}
        {input("surfaceGround", t("BO_LISTING_FORM_GROUND"), { type: "number" })}
        {input("constructionYear", t("BO_LISTING_FORM_CONSTRUCTION_YEAR"), { type: "number" })}
      </fieldset>
      <fieldset>
        <legend>{t("BO_LISTING_FORM_LEGAL")}</legend>
        {input("epcScore", t("BO_LISTING_FORM_EPC_SCORE"))}
        {input("epcLabel", t("BO_LISTING_FORM_EPC_LABEL"))}
        {input("epcCode", t("BO_LISTING_FORM_EPC_CODE"))}
        <StaffSelect
          id="listing-floodP"
          name="floodP"
          label={t("BO_LISTING_FORM_FLOOD_P")}
          defaultValue={values.floodP ?? ""}
          error={errors.floodP}
          options={[notGiven, ...scores]}
        />
        <StaffSelect
          id="listing-floodG"
          name="floodG"
          label={t("BO_LISTING_FORM_FLOOD_G")}
          defaultValue={values.floodG ?? ""}
          error={errors.floodG}
          options={[notGiven, ...scores]}
        />
      </fieldset>
      <fieldset>
        <legend>{t("BO_LISTING_FORM_TEXTS")}</legend>
        <p className="field-hint">{t("BO_LISTING_FORM_TEXTS_HINT")}</p>
        {(["nl", "fr", "en"] as const).map((language) => (
          <div key={language}>
            <StaffInput
              id={`listing-title-${language}`}
              name={`title_${language}`}
              label={t("BO_LISTING_FORM_HEADLINE", { language: LANGUAGE_LABELS[language] })}
              defaultValue={values[`title_${language}`]}
              error={errors[`title_${language}`]}
            />
            <StaffTextArea
              id={`listing-description-${language}`}
              name={`description_${language}`}
              label={t("BO_LISTING_FORM_DESCRIPTION", { language: LANGUAGE_LABELS[language] })}
              defaultValue={values[`description_${language}`]}
              error={errors[`description_${language}`]}
            />
          </div>
        ))}
      </fieldset>
      <Button type="submit">{t("BO_LISTING_FORM_SAVE")}</Button>
    </Form>
  );
}
