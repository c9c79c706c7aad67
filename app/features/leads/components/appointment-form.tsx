// Book a visit (spec §4 appointments): a free slot among the coming days; "The appointments are full"
// when none is left. A rental asks for the four confirmations of spec §5, with the amount due at signing.
import { TIME_SLOT_LABELS } from "../../../domain/time-slots.ts";
import { formatDate } from "../../../domain/dates.ts";
import { formatPrice } from "../../../domain/money.ts";
import { LOCALE_TAGS } from "../../../i18n/languages.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Notice } from "../../../ui/notice.tsx";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";
import { CheckboxField, SelectField, TextArea } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { NewsletterOptIn, PersonFields, PrivacyConsent } from "./person-fields.tsx";

export function AppointmentForm({ data, state }: { data: LeadFormsData; state: LeadFormState | undefined }) {
  const { t, language } = useT();
  const slots = data.visitSlots ?? [];
  if (slots.length === 0) {
    return (
      <section className="lead-form" id="lead-contact-appointment">
        <h2>{t("LEAD_FORM_APPOINTMENT_TITLE")}</h2>
        <Notice>
          <p>{t("LEAD_APPOINTMENTS_FULL")}</p>
        </Notice>
      </section>
    );
  }
  const weekday = new Intl.DateTimeFormat(LOCALE_TAGS[language], { weekday: "long", timeZone: "UTC" });
  const options = slots.map((slot) => ({
    value: visitSlotValue(slot),
    label: `${weekday.format(new Date(`${slot.date}T12:00:00Z`))} ${formatDate(slot.date)}, ${t(TIME_SLOT_LABELS[slot.slot])}`,
  }));
  const rental = data.rental;
  const due = rental?.dueAtSigning;
  return (
    <LeadForm
      form="contact-appointment"
      definition={() => import("../forms/contact-appointment.ts").then((module) => module.contactAppointment)}
      data={data}
      state={state}
      title="LEAD_FORM_APPOINTMENT_TITLE"
      submitLabel="LEAD_SUBMIT_APPOINTMENT"
    >
      <PersonFields />
      <SelectField name="slot" label="LEAD_LABEL_SLOT" required options={options} />
      <TextArea name="remark" label="LEAD_LABEL_REMARK" rows={3} />
      {rental ? (
        <fieldset className="lead-fieldset">
          <legend>{t("LEAD_RENTAL_CONFIRMATIONS")}</legend>
          <CheckboxField
            name="confirmIncome"
            required
            label={t("LEAD_CONFIRM_INCOME", {
              amount: rental.minimumIncome === null ? "–" : formatPrice(rental.minimumIncome),
            })}
          />
          <CheckboxField
            name="confirmPersons"
            required
            label={t("LEAD_CONFIRM_PERSONS", { count: rental.maximumPersons })}
          />
          <CheckboxField name="confirmDescription" required label={t("LEAD_CONFIRM_DESCRIPTION")} />
          <CheckboxField
            name="confirmAmount"
            required
            label={t("LEAD_CONFIRM_AMOUNT", {
              total: due ? formatPrice(due.total) : "–",
              rent: due ? formatPrice(due.firstMonthRent) : "–",
              charges: due ? formatPrice(due.charges) : "–",
              inventory: due ? formatPrice(due.inventoryShare) : "–",
              deposit: due ? formatPrice(due.deposit) : "–",
            })}
          />
        </fieldset>
      ) : null}
      <NewsletterOptIn />
      <PrivacyConsent />
    </LeadForm>
  );
}
