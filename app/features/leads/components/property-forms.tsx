// The forms about one property (spec §3): send to a friend, request the documents, rent profile and
// purchase offer.
import { useT } from "../../../i18n/use-t.ts";
import { LEAD_FORM_STEPS, STEP_NAVIGATION } from "../forms/lead-form-steps.ts";
import { Notice } from "../../../ui/notice.tsx";
import { errorTitle } from "../lead-error-title.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { CheckboxField, TextArea, TextField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { AddressFields } from "./address-fields.tsx";
import { NewsletterOptIn, PersonFields, PrivacyConsent } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

export function SendToFriendForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="send-to-friend"
      definition={() => import("../forms/send-to-friend.ts").then((module) => module.sendToFriend)}
      data={data}
      state={state}
      title="LEAD_FORM_SEND_TO_FRIEND_TITLE"
    >
      <fieldset className="lead-fieldset">
        <legend>{t("LEAD_YOUR_DETAILS")}</legend>
        <div className="lead-form-row">
          <TextField name="firstName" label="LEAD_LABEL_FIRST_NAME" required autoComplete="given-name" />
          <TextField name="lastName" label="LEAD_LABEL_LAST_NAME" required autoComplete="family-name" />
        </div>
        <TextField name="email" label="LEAD_LABEL_EMAIL" type="email" required autoComplete="email" />
      </fieldset>
      <fieldset className="lead-fieldset">
        <legend>{t("LEAD_FRIEND_DETAILS")}</legend>
        <div className="lead-form-row">
          <TextField
            name="friendFirstName"
            label="LEAD_LABEL_FRIEND_FIRST_NAME"
            required
            autoComplete="off"
          />
          <TextField name="friendLastName" label="LEAD_LABEL_FRIEND_LAST_NAME" autoComplete="off" />
        </div>
        <TextField
          name="friendEmail"
          label="LEAD_LABEL_FRIEND_EMAIL"
          type="email"
          required
          autoComplete="off"
        />
      </fieldset>
      <TextArea name="remark" label="LEAD_LABEL_MESSAGE" rows={4} />
      <PrivacyConsent />
    </LeadForm>
  );
}

export function DocumentRequestForm({ data, state }: FormProps) {
  const { t } = useT();
  if (data.documentCount === 0 && data.sent !== "document-request") {
    return (
      <section className="lead-form" id="lead-document-request">
        <h2>{t("LEAD_FORM_DOCUMENTS_TITLE")}</h2>
        <Notice>
          <p>{t("LEAD_DOCUMENTS_NONE")}</p>
        </Notice>
      </section>
    );
  }
  return (
    <LeadForm
      form="document-request"
      definition={() => import("../forms/document-request.ts").then((module) => module.documentRequest)}
      data={data}
      state={state}
      title="LEAD_FORM_DOCUMENTS_TITLE"
      intro={<p>{t("LEAD_FORM_DOCUMENTS_INTRO")}</p>}
      submitLabel="LEAD_SUBMIT_DOCUMENTS"
      errorTitle={errorTitle("document-request")}
    >
      <PersonFields />
      <NewsletterOptIn />
      <PrivacyConsent />
    </LeadForm>
  );
}

// A long form: its steps and their fields are in its definition (forms/lead-form-steps.ts).
export function RentProfileForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="rent-profile"
      definition={() => import("../forms/rent-profile.ts").then((module) => module.rentProfile)}
      data={data}
      state={state}
      title="LEAD_FORM_RENT_PROFILE_TITLE"
      steps={{
        list: LEAD_FORM_STEPS["rent-profile"],
        navigation: STEP_NAVIGATION,
        contents: {
          you: <PersonFields />,
          household: (
            <>
              <div className="lead-form-row">
                <TextField name="adults" label="LEAD_LABEL_ADULTS" required inputMode="numeric" />
                <TextField name="kids" label="LEAD_LABEL_KIDS" inputMode="numeric" />
              </div>
              <TextField name="kidsAges" label="LEAD_LABEL_KIDS_AGES" hint={t("LEAD_KIDS_AGES_HINT")} />
              <CheckboxField name="pets" label={t("LEAD_LABEL_PETS")} />
              <TextField name="petsDescription" label="LEAD_LABEL_PETS_DESCRIPTION" />
            </>
          ),
          move: (
            <>
              <TextField name="moveDate" label="LEAD_LABEL_MOVE_DATE" type="date" required />
              <TextArea name="moveReason" label="LEAD_LABEL_MOVE_REASON" rows={3} />
            </>
          ),
          incomes: (
            <>
              <div className="lead-form-row">
                <TextField name="incomeA" label="LEAD_LABEL_INCOME_A" required inputMode="numeric" />
                <TextField name="incomeB" label="LEAD_LABEL_INCOME_B" inputMode="numeric" />
              </div>
              <TextArea name="remark" label="LEAD_LABEL_REMARK" rows={3} />
              <PrivacyConsent />
            </>
          ),
        },
      }}
    />
  );
}

// Spec §5: acceptance makes the sale, with a 10 % advance on the price at signing. A long form in steps.
export function PurchaseOfferForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="purchase-offer"
      definition={() => import("../forms/purchase-offer.ts").then((module) => module.purchaseOffer)}
      data={data}
      state={state}
      title="LEAD_FORM_OFFER_TITLE"
      submitLabel="LEAD_SUBMIT_OFFER"
      steps={{
        list: LEAD_FORM_STEPS["purchase-offer"],
        navigation: STEP_NAVIGATION,
        contents: {
          terms: (
            <>
              <div className="lead-form-row">
                <TextField name="amount" label="LEAD_LABEL_AMOUNT" required inputMode="numeric" />
                <TextField name="amountInWords" label="LEAD_LABEL_AMOUNT_WORDS" required />
              </div>
              <p className="lead-offer-advance">{t("LEAD_OFFER_ADVANCE")}</p>
              <div className="lead-form-row">
                <TextField name="validFrom" label="LEAD_LABEL_VALID_FROM" type="date" required />
                <TextField name="validUntil" label="LEAD_LABEL_VALID_UNTIL" type="date" required />
              </div>
              <div className="lead-form-row">
                <TextField name="place" label="LEAD_LABEL_PLACE" required />
                <TextField name="signDate" label="LEAD_LABEL_SIGN_DATE" type="date" required />
              </div>
              <TextArea name="conditions" label="LEAD_LABEL_CONDITIONS" rows={3} />
            </>
          ),
          buyerA: (
            <>
              <PersonFields prefix="a" />
              <AddressFields prefix="a" required />
            </>
          ),
          buyerB: (
            <>
              <PersonFields prefix="b" required={false} />
              <TextArea name="remark" label="LEAD_LABEL_REMARK" rows={3} />
              <PrivacyConsent />
            </>
          ),
        },
      }}
    />
  );
}
