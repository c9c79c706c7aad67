import type { MessageTable } from "../message-table.ts";

// Texts for the keys the domain rules return (app/domain): price display, EPC, ribbons, tri-state
// values, annuitants, time slots, the search reference and region names.
export const domainMessages = {
  PRICE_STARTING_FROM: { nl: "Vanaf {price}", fr: "À partir de {price}", en: "From {price}" },
  PRICE_ON_DEMAND: { nl: "Prijs op aanvraag", fr: "Prix sur demande", en: "Price on request" },
  EPC_LABEL_ALT: { nl: "EPC-label {label}", fr: "Label PEB {label}", en: "EPC label {label}" },
  EPC_RENOVATION_NOTICE: {
    nl: "Wie deze woning koopt, moet ze binnen {years} jaar na de aankoop renoveren tot minstens label {label}.",
    fr: "L'acheteur de ce logement doit le rénover jusqu'au label {label} au moins dans les {years} ans suivant l'achat.",
    en: "Whoever buys this home must renovate it to label {label} or better within {years} years of the purchase.",
  },
  MARQUEE_SOLD: { nl: "Verkocht", fr: "Vendu", en: "Sold" },
  MARQUEE_RENTED: { nl: "Verhuurd", fr: "Loué", en: "Rented" },
  MARQUEE_FOR_TAKEOVER: { nl: "Over te nemen", fr: "À reprendre", en: "For takeover" },
  RIBBON_UNDER_OPTION: { nl: "In optie", fr: "Sous option", en: "Under option" },
  TRISTATE_NO: { nl: "Nee", fr: "Non", en: "No" },
  TRISTATE_YES: { nl: "Ja", fr: "Oui", en: "Yes" },
  TRISTATE_ON_REQUEST: { nl: "Op aanvraag", fr: "Sur demande", en: "On request" },
  ANNUITANT_MALE: { nl: "Man", fr: "Homme", en: "Man" },
  ANNUITANT_FEMALE: { nl: "Vrouw", fr: "Femme", en: "Woman" },
  SEARCH_REF: { nl: "Ref: {id}", fr: "Réf. : {id}", en: "Ref: {id}" },
  REGION_FLANDERS: { nl: "Vlaanderen", fr: "Flandre", en: "Flanders" },
  REGION_BRUSSELS: { nl: "Brussel", fr: "Bruxelles", en: "Brussels" },
  REGION_WALLONIA: { nl: "Wallonië", fr: "Wallonie", en: "Wallonia" },
  REGION_LUXEMBOURG: { nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg" },
} satisfies MessageTable;
