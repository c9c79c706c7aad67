// Schemas of the forms about one property (spec §3, §5): send to friend, document request, rent profile
// and purchase offer.
import { z } from "zod";
import {
  checkbox,
  crossFieldCheck,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  optionalWholeNumber,
  PERSON_TITLES,
  privacyConsent,
  optionalChoice,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredWholeNumber,
  requiredZip,
  requiredPhone,
  requiredChoice,
} from "./fields.ts";
import { isCalendarDate } from "./calendar-date.ts";
import { personFields } from "./person-fields.ts";

// Spec §5: the friend's e-mail is required and valid.
export const sendToFriendSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  friendFirstName: requiredText(100),
  friendLastName: optionalText(100),
  friendEmail: requiredEmail("LEAD_ERROR_FRIEND_EMAIL"),
  remark: optionalLongText(2000),
  privacy: privacyConsent,
});

export const documentRequestSchema = z.object({
  ...personFields,
  newsletter: checkbox,
  privacy: privacyConsent,
});

// Ages written "4, 7": one age per kid, each 0 to 30.
const kidsAges = optionalText(100).transform((value) =>
  value === undefined ? [] : value.split(/[,;\s]+/).filter((part) => part !== ""),
);

export const rentProfileSchema = z
  .object({
    ...personFields,
    adults: requiredWholeNumber(1, 20),
    kids: optionalWholeNumber(0, 20),
    kidsAges,
    pets: checkbox,
    petsDescription: optionalText(200),
    moveDate: requiredDate(),
    moveReason: optionalLongText(1000),
    incomeA: requiredWholeNumber(0, 10_000_000),
    incomeB: optionalWholeNumber(0, 10_000_000),
    remark: optionalLongText(2000),
    privacy: privacyConsent,
  })
  .superRefine((values, ctx) => {
    // A refused value arrives raw here (cross-field rules run on partial input).
    const ages: unknown = values.kidsAges;
    if (!Array.isArray(ages)) return;
    const kids = typeof values.kids === "number" ? values.kids : 0;
    const valid = ages.every((age) => typeof age === "string" && /^\d{1,2}$/.test(age) && Number(age) <= 30);
    if (!valid || ages.length !== kids) {
      ctx.addIssue({ code: "custom", path: ["kidsAges"], message: "LEAD_ERROR_KIDS_AGES" });
    }
  }, crossFieldCheck);

/** Person A signs the offer; person B (a partner, a co-buyer) is optional but then named. */
export const purchaseOfferSchema = z
  .object({
    amount: requiredWholeNumber(1, 1_000_000_000),
    amountInWords: requiredText(300),
    validFrom: requiredDate(),
    validUntil: requiredDate("LEAD_ERROR_END_DATE"),
    place: requiredText(100),
    signDate: requiredDate(),
    conditions: optionalLongText(3000),
    aTitle: requiredChoice(PERSON_TITLES, "LEAD_ERROR_REQUIRED"),
    aFirstName: requiredText(100),
    aLastName: requiredText(100),
    aEmail: requiredEmail(),
    aPhone: requiredPhone(),
    aStreet: requiredText(150),
    aHouseNumber: optionalText(20),
    aZip: requiredZip(),
    aCity: requiredText(100),
    bTitle: optionalChoice(PERSON_TITLES),
    bFirstName: optionalText(100),
    bLastName: optionalText(100),
    bEmail: optionalEmail(),
    bPhone: optionalPhone(),
    remark: optionalLongText(2000),
    privacy: privacyConsent,
  })
  .superRefine((values, ctx) => {
    // Spec §5: the end date must be valid, so never before the start date.
    const { validFrom, validUntil } = values;
    if (isCalendarDate(validFrom) && isCalendarDate(validUntil) && validUntil < validFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "LEAD_ERROR_END_DATE" });
    }
    const namesB = [values.bFirstName, values.bLastName];
    const anyB = [values.bTitle, ...namesB, values.bEmail, values.bPhone].some(
      (value) => value !== undefined,
    );
    if (anyB) {
      if (!values.bFirstName)
        ctx.addIssue({ code: "custom", path: ["bFirstName"], message: "LEAD_ERROR_REQUIRED" });
      if (!values.bLastName)
        ctx.addIssue({ code: "custom", path: ["bLastName"], message: "LEAD_ERROR_REQUIRED" });
    }
  }, crossFieldCheck);
