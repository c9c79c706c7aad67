import type { MessageTable } from "../message-table.ts";

// E-mails of the lead forms: the visitor's confirmation in their language and the agency's notification (spec §8).
export const leadMailMessages = {
  LEAD_MAIL_GREETING: { nl: "Beste {name},", fr: "Bonjour {name},", en: "Dear {name}," },
  LEAD_MAIL_SIGNATURE: { nl: "Met vriendelijke groeten,", fr: "Bien cordialement,", en: "Kind regards," },
  LEAD_MAIL_YOUR_REQUEST: { nl: "Uw aanvraag", fr: "Votre demande", en: "Your request" },
  LEAD_MAIL_PROPERTY: {
    nl: "{title} in {place} (ref. {reference})",
    fr: "{title} à {place} (réf. {reference})",
    en: "{title} in {place} (ref. {reference})",
  },
  LEAD_MAIL_VIEW_PROPERTY: { nl: "Bekijk het pand", fr: "Voir le bien", en: "View the property" },
  LEAD_MAIL_VIEW_PROJECT: { nl: "Bekijk het project", fr: "Voir le projet", en: "View the project" },
  LEAD_MAIL_UNSUBSCRIBE: {
    nl: "Wilt u deze e-mails niet meer ontvangen? Schrijf u uit met één klik:",
    fr: "Vous ne souhaitez plus recevoir ces e-mails ? Désinscrivez-vous en un clic :",
    en: "Don't want these e-mails any more? Unsubscribe with one click:",
  },
  LEAD_MAIL_UNSUBSCRIBE_LINK: { nl: "Uitschrijven", fr: "Se désinscrire", en: "Unsubscribe" },
  LEAD_MAIL_FOOTER: {
    nl: "U ontvangt dit bericht van {agency} naar aanleiding van uw aanvraag op onze website.",
    fr: "Vous recevez ce message de {agency} suite à votre demande sur notre site.",
    en: "You receive this message from {agency} following your request on our website.",
  },
  LEAD_MAIL_YES: { nl: "Ja", fr: "Oui", en: "Yes" },
  LEAD_MAIL_NO: { nl: "Nee", fr: "Non", en: "No" },
  LEAD_MAIL_SUBJECT_SITE_CONTACT: {
    nl: "We hebben uw bericht ontvangen",
    fr: "Nous avons bien reçu votre message",
    en: "We received your message",
  },
  LEAD_MAIL_INTRO_SITE_CONTACT: {
    nl: "Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.",
    fr: "Merci pour votre message. Nous vous contacterons dès que possible.",
    en: "Thank you for your message. We will contact you as soon as possible.",
  },
  LEAD_MAIL_SUBJECT_CONTACT_ME: {
    nl: "Uw vraag over {title} in {place}",
    fr: "Votre question sur {title} à {place}",
    en: "Your question about {title} in {place}",
  },
  LEAD_MAIL_INTRO_CONTACT_ME: {
    nl: "Bedankt voor uw interesse in dit pand. We nemen zo snel mogelijk contact met u op.",
    fr: "Merci de votre intérêt pour ce bien. Nous vous contacterons dès que possible.",
    en: "Thank you for your interest in this property. We will contact you as soon as possible.",
  },
  LEAD_MAIL_SUBJECT_APPOINTMENT: {
    nl: "Bevestig uw bezoek op {date} ({slot})",
    fr: "Confirmez votre visite du {date} ({slot})",
    en: "Confirm your visit on {date} ({slot})",
  },
  LEAD_MAIL_INTRO_APPOINTMENT: {
    nl: "U vroeg om dit pand te bezoeken op {date}, {slot}. Uw bezoek is pas vastgelegd als u het bevestigt. Kunt u toch niet komen? Laat het ons weten, dan geven we het moment aan iemand anders.",
    fr: "Vous avez demandé à visiter ce bien le {date}, {slot}. Votre visite n'est réservée qu'une fois confirmée. Vous ne pouvez pas venir ? Prévenez-nous, nous proposerons ce moment à quelqu'un d'autre.",
    en: "You asked to visit this property on {date}, {slot}. Your visit is booked only once you confirm it. Can't make it after all? Let us know and we will offer the moment to someone else.",
  },
  LEAD_MAIL_SUBJECT_CONSTRUCTION: {
    nl: "Uw vraag over het project {project}",
    fr: "Votre question sur le projet {project}",
    en: "Your question about the project {project}",
  },
  LEAD_MAIL_INTRO_CONSTRUCTION: {
    nl: "Bedankt voor uw interesse in dit nieuwbouwproject. We nemen zo snel mogelijk contact met u op.",
    fr: "Merci de votre intérêt pour ce projet neuf. Nous vous contacterons dès que possible.",
    en: "Thank you for your interest in this new-build project. We will contact you as soon as possible.",
  },
  LEAD_MAIL_SUBJECT_VALUATION: {
    nl: "Uw aanvraag voor een gratis schatting",
    fr: "Votre demande d'estimation gratuite",
    en: "Your request for a free valuation",
  },
  LEAD_MAIL_INTRO_VALUATION: {
    nl: "Bedankt voor uw aanvraag. Een van onze schatters neemt contact met u op om een afspraak te maken.",
    fr: "Merci pour votre demande. Un de nos experts vous contactera pour fixer un rendez-vous.",
    en: "Thank you for your request. One of our valuers will contact you to make an appointment.",
  },
  LEAD_MAIL_SUBJECT_DEMAND_REGISTER: {
    nl: "Bevestig uw zoekopdracht",
    fr: "Confirmez votre recherche",
    en: "Confirm your search alert",
  },
  LEAD_MAIL_INTRO_DEMAND_REGISTER: {
    nl: "Na uw bevestiging mailen we u zodra er een pand beschikbaar is dat aan uw wensen voldoet.",
    fr: "Après votre confirmation, nous vous écrirons dès qu'un bien correspondant à vos souhaits sera disponible.",
    en: "Once you confirm, we will e-mail you as soon as a property that matches your wishes becomes available.",
  },
  LEAD_MAIL_SUBJECT_FRIEND: {
    nl: "{sender} stuurt u een pand door: {title} in {place}",
    fr: "{sender} vous envoie un bien : {title} à {place}",
    en: "{sender} sends you a property: {title} in {place}",
  },
  LEAD_MAIL_INTRO_FRIEND: {
    nl: "{sender} denkt dat dit pand u kan interesseren.",
    fr: "{sender} pense que ce bien peut vous intéresser.",
    en: "{sender} thinks this property may interest you.",
  },
  LEAD_MAIL_FRIEND_MESSAGE: {
    nl: "Bericht van {sender}:",
    fr: "Message de {sender} :",
    en: "Message from {sender}:",
  },
  LEAD_MAIL_SUBJECT_NEWSLETTER: {
    nl: "Bevestig uw inschrijving op onze nieuwsbrief",
    fr: "Confirmez votre inscription à notre newsletter",
    en: "Confirm your subscription to our newsletter",
  },
  LEAD_MAIL_INTRO_NEWSLETTER: {
    nl: "Iemand vroeg om onze nieuwsbrief naar dit adres te sturen. Na uw bevestiging ontvangt u ons nieuwste aanbod.",
    fr: "Quelqu'un a demandé à recevoir notre newsletter à cette adresse. Après votre confirmation, vous recevrez nos dernières offres.",
    en: "Someone asked for our newsletter to be sent to this address. Once you confirm, you will receive our newest listings.",
  },
  LEAD_MAIL_SUBJECT_TESTIMONIAL: {
    nl: "Bedankt voor uw getuigenis",
    fr: "Merci pour votre témoignage",
    en: "Thank you for your testimonial",
  },
  LEAD_MAIL_INTRO_TESTIMONIAL: {
    nl: "We lezen uw getuigenis en publiceren het daarna op onze website.",
    fr: "Nous lisons votre témoignage et le publions ensuite sur notre site.",
    en: "We will read your testimonial and then publish it on our website.",
  },
  LEAD_MAIL_SUBJECT_DOCUMENTS: {
    nl: "De documenten van {title} in {place}",
    fr: "Les documents de {title} à {place}",
    en: "The documents of {title} in {place}",
  },
  LEAD_MAIL_INTRO_DOCUMENTS: {
    nl: "U vroeg de documenten van dit pand aan. U ontvangt ze binnenkort per e-mail:",
    fr: "Vous avez demandé les documents de ce bien. Vous les recevrez bientôt par e-mail :",
    en: "You asked for the documents of this property. You will receive them by e-mail shortly:",
  },
  LEAD_MAIL_SUBJECT_RENT_PROFILE: {
    nl: "Uw huurprofiel voor {title} in {place}",
    fr: "Votre profil de locataire pour {title} à {place}",
    en: "Your rent profile for {title} in {place}",
  },
  LEAD_MAIL_INTRO_RENT_PROFILE: {
    nl: "Bedankt voor uw huurprofiel. We bekijken het en nemen contact met u op.",
    fr: "Merci pour votre profil de locataire. Nous l'examinons et vous recontactons.",
    en: "Thank you for your rent profile. We will review it and get back to you.",
  },
  LEAD_MAIL_SUBJECT_OFFER: {
    nl: "Uw bod op {title} in {place}",
    fr: "Votre offre pour {title} à {place}",
    en: "Your offer for {title} in {place}",
  },
  LEAD_MAIL_INTRO_OFFER: {
    nl: "We hebben uw bod van {amount} ontvangen en leggen het voor aan de verkoper. Aanvaardt de verkoper uw bod, dan is de verkoop gesloten en betaalt u bij de ondertekening een voorschot van 10 % ({advance}).",
    fr: "Nous avons reçu votre offre de {amount} et la transmettons au vendeur. Si le vendeur l'accepte, la vente est conclue et vous payez à la signature un acompte de 10 % ({advance}).",
    en: "We received your offer of {amount} and will present it to the seller. If the seller accepts it, the sale is made and you pay an advance of 10 % ({advance}) at signing.",
  },
  LEAD_MAIL_AGENCY_SUBJECT: {
    nl: "Nieuwe aanvraag via de website: {form} – {name}",
    fr: "Nouvelle demande via le site : {form} – {name}",
    en: "New request from the website: {form} – {name}",
  },
  LEAD_MAIL_AGENCY_INTRO: {
    nl: "Er kwam een nieuwe aanvraag binnen via de website.",
    fr: "Une nouvelle demande est arrivée via le site.",
    en: "A new request came in through the website.",
  },
  LEAD_MAIL_AGENCY_ATTRIBUTION: { nl: "Herkomst", fr: "Provenance", en: "Came from" },
  LEAD_MAIL_AGENCY_LEAD_ID: {
    nl: "Referentie van de aanvraag",
    fr: "Référence de la demande",
    en: "Request reference",
  },
  LEAD_MAIL_AGENCY_LANGUAGE: {
    nl: "Taal van de bezoeker",
    fr: "Langue du visiteur",
    en: "Visitor's language",
  },
  LEAD_MAIL_AGENCY_CV: {
    nl: "Het cv zit in de bijlage.",
    fr: "Le CV est en pièce jointe.",
    en: "The CV is attached.",
  },
  LEAD_MAIL_AGENCY_DOCUMENTS: {
    nl: "Stuur de bezoeker deze documenten:",
    fr: "Envoyez ces documents au visiteur :",
    en: "Send the visitor these documents:",
  },
  LEAD_MAIL_AGENCY_TESTIMONIAL: {
    nl: "Keur de getuigenis goed om ze op de website te tonen.",
    fr: "Approuvez le témoignage pour l'afficher sur le site.",
    en: "Approve the testimonial to show it on the website.",
  },
  LEAD_FORM_NAME_SITE_CONTACT: { nl: "Contactformulier", fr: "Formulaire de contact", en: "Contact form" },
  LEAD_FORM_NAME_CONTACT_ME: {
    nl: "Informatieaanvraag",
    fr: "Demande d'informations",
    en: "Information request",
  },
  LEAD_FORM_NAME_CONTACT_APPOINTMENT: { nl: "Bezoek", fr: "Visite", en: "Visit" },
  LEAD_FORM_NAME_CONTACT_CONSTRUCTION: { nl: "Nieuwbouwproject", fr: "Projet neuf", en: "New-build project" },
  LEAD_FORM_NAME_CONTACT_DEMAND: { nl: "Gratis schatting", fr: "Estimation gratuite", en: "Free valuation" },
  LEAD_FORM_NAME_DEMAND_REGISTER: { nl: "Zoekopdracht", fr: "Recherche", en: "Search alert" },
  LEAD_FORM_NAME_SEND_TO_FRIEND: {
    nl: "Doorsturen naar een vriend",
    fr: "Envoi à un ami",
    en: "Send to a friend",
  },
  LEAD_FORM_NAME_SIGN_NEWSLETTER: { nl: "Nieuwsbrief", fr: "Newsletter", en: "Newsletter" },
  LEAD_FORM_NAME_TESTIMONIAL: { nl: "Getuigenis", fr: "Témoignage", en: "Testimonial" },
  LEAD_FORM_NAME_DOCUMENT_REQUEST: {
    nl: "Documentaanvraag",
    fr: "Demande de documents",
    en: "Document request",
  },
  LEAD_FORM_NAME_RENT_PROFILE: { nl: "Huurprofiel", fr: "Profil de locataire", en: "Rent profile" },
  LEAD_FORM_NAME_PURCHASE_OFFER: { nl: "Bod", fr: "Offre d'achat", en: "Purchase offer" },
  LEAD_MAIL_FRIEND_SENDER: {
    nl: "Dit bericht werd via onze website verstuurd door een bezoeker die deze gegevens opgaf: naam {sender}, e-mailadres {email}. Wij hebben ze niet gecontroleerd. Het bericht van de bezoeker staat hieronder als gewone tekst; wij maken er geen links van.",
    fr: "Ce message a été envoyé depuis notre site par un visiteur qui a donné ces coordonnées : nom {sender}, adresse e-mail {email}. Nous ne les avons pas vérifiées. Le message du visiteur figure ci-dessous en texte brut ; nous n'en faisons pas de liens.",
    en: "This message was sent through our website by a visitor who gave these details: name {sender}, e-mail address {email}. We have not checked them. The visitor's message is below as plain text; we do not turn it into links.",
  },
  LEAD_MAIL_CONFIRM_VISIT: {
    nl: "We houden het moment {minutes} minuten voor u vrij. Bevestig uw bezoek binnen die tijd:",
    fr: "Nous vous réservons ce moment pendant {minutes} minutes. Confirmez votre visite dans ce délai :",
    en: "We keep the moment for you for {minutes} minutes. Confirm your visit within that time:",
  },
  LEAD_MAIL_CONFIRM_VISIT_LINK: {
    nl: "Bevestig het bezoek",
    fr: "Confirmer la visite",
    en: "Confirm the visit",
  },
  LEAD_MAIL_CONFIRM_NEWSLETTER: {
    nl: "Bevestig binnen {hours} uur dat u onze nieuwsbrief wilt ontvangen:",
    fr: "Confirmez dans les {hours} heures que vous souhaitez recevoir notre newsletter :",
    en: "Confirm within {hours} hours that you want to receive our newsletter:",
  },
  LEAD_MAIL_CONFIRM_NEWSLETTER_LINK: {
    nl: "Bevestig mijn inschrijving",
    fr: "Confirmer mon inscription",
    en: "Confirm my subscription",
  },
  LEAD_MAIL_CONFIRM_ALERT: {
    nl: "Bevestig uw zoekopdracht binnen {hours} uur:",
    fr: "Confirmez votre recherche dans les {hours} heures :",
    en: "Confirm your search alert within {hours} hours:",
  },
  LEAD_MAIL_CONFIRM_ALERT_LINK: {
    nl: "Bevestig mijn zoekopdracht",
    fr: "Confirmer ma recherche",
    en: "Confirm my search alert",
  },
  LEAD_MAIL_CONFIRM_IGNORE: {
    nl: "Hebt u hier niet om gevraagd? Negeer deze e-mail dan: zonder bevestiging gebeurt er niets en mailen we u niet meer.",
    fr: "Vous n'avez rien demandé ? Ignorez cet e-mail : sans confirmation, rien ne se passe et nous ne vous écrirons plus.",
    en: "Didn't ask for this? Then ignore this e-mail: without a confirmation nothing happens and we will not write to you again.",
  },
  LEAD_MAIL_AGENCY_VISIT_PENDING: {
    nl: "De bezoeker heeft dit bezoek nog niet bevestigd; het moment is pas vastgelegd na een bevestiging.",
    fr: "Le visiteur n'a pas encore confirmé cette visite ; le moment n'est réservé qu'après une confirmation.",
    en: "The visitor has not confirmed this visit yet; the moment is booked only once it is confirmed.",
  },
  LEAD_MAIL_AGENCY_CONFIRM_VISIT: {
    nl: "Hebt u de bezoeker gesproken? Dan kunt u het bezoek zelf bevestigen zolang het moment nog vrij is:",
    fr: "Vous avez parlé au visiteur ? Vous pouvez alors confirmer la visite vous-même tant que le moment est libre :",
    en: "Spoke to the visitor? You can confirm the visit yourself while the moment is still free:",
  },
} satisfies MessageTable;
