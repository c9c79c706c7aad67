// The person and contact-option fields of spec §3, shared by the lead forms.
import {
  checkbox,
  choiceList,
  CONTACT_PREFERENCES,
  optionalChoice,
  optionalLongText,
  optionalText,
  optionalZip,
  PERSON_TITLES,
  privacyConsent,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredText,
} from "./fields.ts";
import { TIME_SLOT_IDS } from "../../../domain/time-slots.ts";

/** Title, names, e-mail and phone: required wherever a person asks the agency something (spec §5). */
export const personFields = {
  title: requiredChoice(PERSON_TITLES, "LEAD_ERROR_REQUIRED"),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  phone: requiredPhone(),
};

/** The visitor's own address, optional where the request is not about it. */
export const addressFields = {
  street: optionalText(150),
  houseNumber: optionalText(20),
  zip: optionalZip(),
  city: optionalText(100),
};

/** Remark, how and when to be contacted, newsletter opt-in and privacy consent (spec §3 contact options). */
export const contactOptionFields = {
  remark: optionalLongText(5000),
  contactPreference: optionalChoice(CONTACT_PREFERENCES),
  timeSlots: choiceList(TIME_SLOT_IDS, TIME_SLOT_IDS.length),
  newsletter: checkbox,
  privacy: privacyConsent,
};
