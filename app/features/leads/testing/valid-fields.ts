// A complete, valid submission of every lead form, as the visitor's browser sends its fields.
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { upcomingVisitSlots } from "../appointments/visit-slots.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";

const person = {
  title: "mr",
  firstName: "Jean",
  lastName: "Dupont",
  email: "jean.dupont@example.be",
  phone: "+32 475 12 34 56",
};

export function validFields(form: LeadFormKind, now: Date): Record<string, string | string[]> {
  const slot = upcomingVisitSlots(now)[0];
  switch (form) {
    case "site-contact":
      return { ...person, remark: "Bonjour", goal: "sell", timeSlots: ["10-13", "16-19"], privacy: "on" };
    case "contact-me":
    case "contact-construction":
      return { ...person, remark: "Est-il encore libre ?", contactPreference: "phone", privacy: "on" };
    case "contact-appointment":
      return {
        ...person,
        slot: slot ? visitSlotValue(slot) : "",
        confirmIncome: "on",
        confirmPersons: "on",
        confirmDescription: "on",
        confirmAmount: "on",
        privacy: "on",
      };
    case "contact-demand":
      return {
        ...person,
        goal: "sell",
        propertyType: "1",
        propertyStreet: "Rue Haute",
        propertyHouseNumber: "12",
        propertyZip: "1000",
        propertyCity: "Bruxelles",
        privacy: "on",
      };
    case "demand-register":
      return {
        ...person,
        goal: "rent",
        types: ["1"],
        zones: "2800, Malines",
        maxPrice: "1200",
        password: "Malines-2800-Dyle",
        passwordConfirm: "Malines-2800-Dyle",
        privacy: "on",
      };
    case "send-to-friend":
      return {
        firstName: "Jean",
        lastName: "Dupont",
        email: "jean.dupont@example.be",
        friendFirstName: "Marie",
        friendEmail: "marie@example.be",
        remark: "Regarde !",
        privacy: "on",
      };
    case "sign-newsletter":
      return { email: "jean.dupont@example.be", firstName: "Jean", privacy: "on" };
    case "testimonial":
      return {
        name: "Jean Dupont",
        email: "jean.dupont@example.be",
        comment: "Très bon service.",
        privacy: "on",
      };
    case "document-request":
      return { ...person, privacy: "on" };
    case "rent-profile":
      return {
        ...person,
        adults: "2",
        kids: "1",
        kidsAges: "6",
        moveDate: "2026-09-01",
        incomeA: "2800",
        incomeB: "1900",
        privacy: "on",
      };
    case "purchase-offer":
      return {
        amount: "310000",
        amountInWords: "trois cent dix mille euros",
        validFrom: "2026-03-01",
        validUntil: "2026-03-15",
        place: "Malines",
        signDate: "2026-03-01",
        aTitle: "mr",
        aFirstName: "Jean",
        aLastName: "Dupont",
        aEmail: "jean.dupont@example.be",
        aPhone: "0475 12 34 56",
        aStreet: "Bruul",
        aHouseNumber: "5",
        aZip: "2800",
        aCity: "Malines",
        privacy: "on",
      };
  }
}
