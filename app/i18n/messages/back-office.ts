import type { MessageTable } from "../message-table.ts";

// The back office's texts shared by its screens; each screen's own texts live in their own table.
export const backOfficeMessages = {
  // Two staff members editing the same thing: the second save is refused, never silently applied.
  BACK_OFFICE_EDIT_CONFLICT: {
    nl: "Iemand anders heeft dit intussen gewijzigd. Uw wijziging is niet bewaard: herlaad de pagina, bekijk de nieuwe versie en probeer opnieuw.",
    fr: "Quelqu'un d'autre a modifié ceci entre-temps. Votre modification n'a pas été enregistrée : rechargez la page, vérifiez la nouvelle version et réessayez.",
    en: "Someone else changed this in the meantime. Your change was not saved: reload the page, check the new version and try again.",
  },
  BACK_OFFICE_SAVED: { nl: "Bewaard.", fr: "Enregistré.", en: "Saved." },
} satisfies MessageTable;
