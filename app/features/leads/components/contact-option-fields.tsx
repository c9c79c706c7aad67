// The contact options of spec §3, for the contact forms (site contact, property contact, valuation).
import { TIME_SLOT_IDS, TIME_SLOT_LABELS } from "../../../domain/time-slots.ts";
import { useT } from "../../../i18n/use-t.ts";
import { ChoiceGroup, TextArea } from "./lead-fields.tsx";
import { NewsletterOptIn, PrivacyConsent } from "./person-fields.tsx";

/** Remark, how and when to be contacted, newsletter opt-in and privacy consent (spec §3 contact options). */
export function ContactOptionFields({ remark = true }: { remark?: boolean }) {
  const { t } = useT();
  return (
    <>
      {remark ? <TextArea name="remark" label="LEAD_LABEL_REMARK" /> : null}
      <ChoiceGroup
        name="contactPreference"
        label="LEAD_LABEL_CONTACT_PREFERENCE"
        options={[
          { value: "phone", label: t("LEAD_PREFERENCE_PHONE") },
          { value: "email", label: t("LEAD_PREFERENCE_EMAIL") },
          { value: "either", label: t("LEAD_PREFERENCE_EITHER") },
        ]}
      />
      <ChoiceGroup
        name="timeSlots"
        label="LEAD_LABEL_TIME_SLOTS"
        multiple
        options={TIME_SLOT_IDS.map((id) => ({ value: id, label: t(TIME_SLOT_LABELS[id]) }))}
      />
      <NewsletterOptIn />
      <PrivacyConsent />
    </>
  );
}
