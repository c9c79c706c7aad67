import type { MessageTable } from "../message-table.ts";

// Lead forms: titles, buttons and the outcomes a visitor reads (spec §4 form outcome, documents, appointments; §8).
export const leadMessages = {
  LEAD_FORM_SITE_CONTACT_TITLE: {
    nl: "Stuur ons een bericht",
    fr: "Envoyez-nous un message",
    en: "Send us a message",
  },
  LEAD_FORM_CONTACT_ME_TITLE: {
    nl: "Vraag meer informatie",
    fr: "Demandez plus d'informations",
    en: "Ask for more information",
  },
  LEAD_FORM_APPOINTMENT_TITLE: { nl: "Plan een bezoek", fr: "Planifiez une visite", en: "Book a visit" },
  LEAD_FORM_CONSTRUCTION_TITLE: {
    nl: "Vraag informatie over dit project",
    fr: "Demandez des informations sur ce projet",
    en: "Ask about this project",
  },
  LEAD_FORM_VALUATION_TITLE: {
    nl: "Vraag een gratis schatting aan",
    fr: "Demandez une estimation gratuite",
    en: "Request a free valuation",
  },
  LEAD_FORM_DEMAND_REGISTER_TITLE: {
    nl: "Hou me op de hoogte",
    fr: "Tenez-moi informé",
    en: "Keep me informed",
  },
  LEAD_FORM_DEMAND_REGISTER_INTRO: {
    nl: "Laat ons weten wat u zoekt: we mailen u zodra een pand aan uw wensen voldoet.",
    fr: "Dites-nous ce que vous cherchez : nous vous écrivons dès qu'un bien correspond à vos souhaits.",
    en: "Tell us what you are looking for: we e-mail you as soon as a property matches your wishes.",
  },
  LEAD_FORM_SEND_TO_FRIEND_TITLE: {
    nl: "Stuur door naar een vriend(in)",
    fr: "Envoyer à un(e) ami(e)",
    en: "Send to a friend",
  },
  LEAD_FORM_NEWSLETTER_TITLE: {
    nl: "Schrijf u in op onze nieuwsbrief",
    fr: "Inscrivez-vous à notre newsletter",
    en: "Sign up for our newsletter",
  },
  LEAD_FORM_NEWSLETTER_INTRO: {
    nl: "Ontvang ons nieuwste aanbod en nieuws over vastgoed in uw mailbox. U kunt zich altijd met één klik uitschrijven.",
    fr: "Recevez nos dernières offres et nouvelles immobilières par e-mail. Vous pouvez vous désinscrire à tout moment en un clic.",
    en: "Get our newest listings and property news by e-mail. You can unsubscribe at any time with one click.",
  },
  LEAD_FORM_TESTIMONIAL_TITLE: {
    nl: "Deel uw ervaring",
    fr: "Partagez votre expérience",
    en: "Share your experience",
  },
  LEAD_FORM_DOCUMENTS_TITLE: {
    nl: "Vraag de documenten aan",
    fr: "Demandez les documents",
    en: "Request the documents",
  },
  LEAD_FORM_DOCUMENTS_INTRO: {
    nl: "Laat uw gegevens achter en we mailen u de documenten van dit pand.",
    fr: "Laissez vos coordonnées et nous vous envoyons les documents de ce bien par e-mail.",
    en: "Leave your details and we will e-mail you the documents of this property.",
  },
  LEAD_FORM_RENT_PROFILE_TITLE: {
    nl: "Maak uw huurprofiel",
    fr: "Créez votre profil de locataire",
    en: "Create your rent profile",
  },
  LEAD_FORM_OFFER_TITLE: { nl: "Doe een bod", fr: "Faites une offre", en: "Make a purchase offer" },
  LEAD_SUBMIT: { nl: "Verzenden", fr: "Envoyer", en: "Send" },
  LEAD_SUBMIT_APPOINTMENT: {
    nl: "Bevestig dit bezoek",
    fr: "Confirmer cette visite",
    en: "Confirm this visit",
  },
  LEAD_SUBMIT_ALERT: {
    nl: "Registreer mijn zoekopdracht",
    fr: "Enregistrer ma recherche",
    en: "Register my search",
  },
  LEAD_SUBMIT_NEWSLETTER: { nl: "Inschrijven", fr: "S'inscrire", en: "Sign up" },
  LEAD_SUBMIT_OFFER: { nl: "Verstuur mijn bod", fr: "Envoyer mon offre", en: "Send my offer" },
  LEAD_SUBMIT_DOCUMENTS: {
    nl: "Vraag de documenten aan",
    fr: "Demander les documents",
    en: "Request the documents",
  },
  LEAD_SENDING: { nl: "Bezig met verzenden…", fr: "Envoi en cours…", en: "Sending…" },
  LEAD_CHECK_FIELDS: {
    nl: "Controleer de velden in het rood",
    fr: "Vérifiez les champs en rouge",
    en: "Check the fields in red",
  },
  LEAD_SEND_FAILED: {
    nl: "Uw e-mail werd niet verzonden. Probeer het opnieuw.",
    fr: "Votre e-mail n'a pas été envoyé. Veuillez réessayer.",
    en: "Your e-mail was not sent. Please try again.",
  },
  // Spec §8 titles: 'E-mail sending failed', 'Request document error', 'Request document success'.
  LEAD_SEND_FAILED_TITLE: {
    nl: "Verzenden van de e-mail mislukt",
    fr: "L'envoi de l'e-mail a échoué",
    en: "E-mail sending failed",
  },
  LEAD_TESTIMONIAL_SEND_FAILED: {
    nl: "Uw getuigenis werd niet verzonden. Probeer het opnieuw.",
    fr: "Votre témoignage n'a pas été envoyé. Veuillez réessayer.",
    en: "Your testimonial was not sent. Please try again.",
  },
  LEAD_DOCUMENTS_ERROR_TITLE: {
    nl: "Aanvraag van documenten mislukt",
    fr: "Erreur lors de la demande de documents",
    en: "Request document error",
  },
  LEAD_DOCUMENTS_SUCCESS_TITLE: {
    nl: "Documenten aangevraagd",
    fr: "Documents demandés",
    en: "Request document success",
  },
  LEAD_TOO_FAST: {
    nl: "Dat ging snel! Kijk uw gegevens even na en verstuur het formulier opnieuw.",
    fr: "C'était rapide ! Vérifiez vos données et renvoyez le formulaire.",
    en: "That was quick! Please check your details and send the form again.",
  },
  LEAD_EXPIRED: {
    nl: "Dit formulier is verlopen. Verstuur het opnieuw.",
    fr: "Ce formulaire a expiré. Veuillez le renvoyer.",
    en: "This form has expired. Please send it again.",
  },
  LEAD_RATE_LIMITED: {
    nl: "U hebt kort na elkaar veel aanvragen verstuurd. Probeer het over enkele minuten opnieuw.",
    fr: "Vous avez envoyé beaucoup de demandes en peu de temps. Réessayez dans quelques minutes.",
    en: "You have sent many requests in a short time. Please try again in a few minutes.",
  },
  LEAD_CROSS_ORIGIN: {
    nl: "Dit formulier kan alleen vanaf deze website verzonden worden.",
    fr: "Ce formulaire ne peut être envoyé que depuis ce site.",
    en: "This form can only be sent from this website.",
  },
  LEAD_TOO_LARGE: {
    nl: "Het formulier is te groot om te verzenden.",
    fr: "Le formulaire est trop volumineux pour être envoyé.",
    en: "The form is too large to be sent.",
  },
  LEAD_UNKNOWN_FORM: {
    nl: "Dit formulier bestaat niet op deze pagina.",
    fr: "Ce formulaire n'existe pas sur cette page.",
    en: "This form does not exist on this page.",
  },
  LEAD_APPOINTMENTS_FULL: {
    nl: "De afspraken zijn volzet",
    fr: "Les rendez-vous sont complets",
    en: "The appointments are full",
  },
  LEAD_DOCUMENTS_ALREADY: {
    nl: "U hebt de documenten voor dit pand al aangevraagd.",
    fr: "Vous avez déjà demandé les documents de ce bien.",
    en: "You have already requested the documents for this property.",
  },
  LEAD_DOCUMENTS_SENT: {
    nl: "U ontvangt de documenten binnenkort per e-mail.",
    fr: "Vous recevrez bientôt les documents par e-mail.",
    en: "You will receive the documents by email shortly.",
  },
  LEAD_DOCUMENTS_NONE: {
    nl: "Voor dit pand zijn geen documenten beschikbaar.",
    fr: "Aucun document n'est disponible pour ce bien.",
    en: "No documents are available for this property.",
  },
  LEAD_SENT_TESTIMONIAL: {
    nl: "Bedankt voor uw getuigenis! We publiceren het nadat we het gelezen hebben.",
    fr: "Merci pour votre témoignage ! Nous le publierons après l'avoir lu.",
    en: "Thank you for your testimonial! We will publish it after we have read it.",
  },
  LEAD_SENT_RENT_PROFILE: {
    nl: "Bedankt! Uw huurprofiel is naar ons kantoor verstuurd.",
    fr: "Merci ! Votre profil de locataire a été envoyé à notre agence.",
    en: "Thank you! Your rent profile has been sent to our office.",
  },
  LEAD_SENT_OFFER: {
    nl: "Bedankt! Uw bod is naar ons kantoor verstuurd; we nemen snel contact met u op.",
    fr: "Merci ! Votre offre a été envoyée à notre agence ; nous vous contacterons rapidement.",
    en: "Thank you! Your offer has been sent to our office; we will contact you shortly.",
  },
  LEAD_ACTIONS_TITLE: { nl: "Interesse?", fr: "Intéressé ?", en: "Interested?" },
  LEAD_ACTION_CONTACT_ME: {
    nl: "Vraag informatie",
    fr: "Demander des informations",
    en: "Ask for information",
  },
  LEAD_ACTION_VISIT: { nl: "Plan een bezoek", fr: "Planifier une visite", en: "Book a visit" },
  LEAD_ACTION_FRIEND: { nl: "Stuur door", fr: "Envoyer à un ami", en: "Send to a friend" },
  LEAD_ACTION_DOCUMENTS: { nl: "Vraag documenten", fr: "Demander les documents", en: "Request documents" },
  LEAD_ACTION_RENT_PROFILE: { nl: "Huurprofiel", fr: "Profil de locataire", en: "Rent profile" },
  LEAD_ACTION_OFFER: { nl: "Doe een bod", fr: "Faire une offre", en: "Make an offer" },
  LEAD_ACTION_CLOSE: { nl: "Sluiten", fr: "Fermer", en: "Close" },
  LEAD_NEWSLETTER_PAGE_TITLE: { nl: "Nieuwsbrief", fr: "Newsletter", en: "Newsletter" },
  LEAD_NEWSLETTER_PAGE_DESCRIPTION: {
    nl: "Schrijf u in op de nieuwsbrief en ontvang ons nieuwste vastgoedaanbod.",
    fr: "Inscrivez-vous à la newsletter et recevez nos dernières offres immobilières.",
    en: "Sign up for the newsletter and get our newest property listings.",
  },
  LEAD_TESTIMONIAL_PAGE_TITLE: { nl: "Uw getuigenis", fr: "Votre témoignage", en: "Your testimonial" },
  LEAD_TESTIMONIAL_PAGE_DESCRIPTION: {
    nl: "Vertel andere klanten over uw ervaring met ons kantoor.",
    fr: "Racontez votre expérience avec notre agence.",
    en: "Tell other clients about your experience with our office.",
  },
  LEAD_UNSUBSCRIBE_TITLE: { nl: "Uitschrijven", fr: "Se désinscrire", en: "Unsubscribe" },
  LEAD_UNSUBSCRIBE_ALERT_TEXT: {
    nl: "Wilt u geen e-mails meer ontvangen voor uw zoekopdracht ({email})?",
    fr: "Vous ne souhaitez plus recevoir d'e-mails pour votre recherche ({email}) ?",
    en: "Do you want to stop receiving e-mails for your search alert ({email})?",
  },
  LEAD_UNSUBSCRIBE_NEWSLETTER_TEXT: {
    nl: "Wilt u onze nieuwsbrief niet meer ontvangen ({email})?",
    fr: "Vous ne souhaitez plus recevoir notre newsletter ({email}) ?",
    en: "Do you want to stop receiving our newsletter ({email})?",
  },
  LEAD_UNSUBSCRIBE_BUTTON: { nl: "Uitschrijven", fr: "Me désinscrire", en: "Unsubscribe" },
  LEAD_UNSUBSCRIBED_ALERT: {
    nl: "U bent uitgeschreven: u ontvangt geen e-mails meer voor deze zoekopdracht.",
    fr: "Vous êtes désinscrit : vous ne recevrez plus d'e-mails pour cette recherche.",
    en: "You are unsubscribed: you will no longer receive e-mails for this search alert.",
  },
  LEAD_UNSUBSCRIBED_NEWSLETTER: {
    nl: "U bent uitgeschreven: u ontvangt onze nieuwsbrief niet meer.",
    fr: "Vous êtes désinscrit : vous ne recevrez plus notre newsletter.",
    en: "You are unsubscribed: you will no longer receive our newsletter.",
  },
  LEAD_UNSUBSCRIBE_INVALID: {
    nl: "Deze uitschrijflink is niet geldig. Gebruik de link uit uw meest recente e-mail.",
    fr: "Ce lien de désinscription n'est pas valable. Utilisez le lien de votre e-mail le plus récent.",
    en: "This unsubscribe link is not valid. Please use the link in your most recent e-mail.",
  },
  LEAD_BACK_HOME: { nl: "Naar de startpagina", fr: "Retour à l'accueil", en: "Back to the home page" },
  LEAD_BAD_REQUEST: {
    nl: "Het formulier kon niet gelezen worden. Probeer het opnieuw.",
    fr: "Le formulaire n'a pas pu être lu. Veuillez réessayer.",
    en: "The form could not be read. Please try again.",
  },
  LEAD_SUBJECT_GONE: {
    nl: "Dit pand of project is niet meer beschikbaar.",
    fr: "Ce bien ou ce projet n'est plus disponible.",
    en: "This property or project is no longer available.",
  },
  LEAD_FRIEND_RATE_LIMITED: {
    nl: "Dit e-mailadres kreeg vandaag al meerdere aanbevelingen. Probeer het morgen opnieuw.",
    fr: "Cette adresse e-mail a déjà reçu plusieurs recommandations aujourd'hui. Réessayez demain.",
    en: "This e-mail address has already received several recommendations today. Please try again tomorrow.",
  },
  LEAD_VISITS_WAITING: {
    nl: "U hebt nog bezoeken die op uw bevestiging wachten. Bevestig ze met de link in onze e-mail, of probeer het over 30 minuten opnieuw.",
    fr: "Vous avez encore des visites qui attendent votre confirmation. Confirmez-les avec le lien de notre e-mail, ou réessayez dans 30 minutes.",
    en: "You still have visits waiting for your confirmation. Confirm them with the link in our e-mail, or try again in 30 minutes.",
  },
  LEAD_CONFIRMATION_LIMIT: {
    nl: "We stuurden vandaag al meerdere bevestigingsmails naar dit adres. Gebruik de link in een van die e-mails, of probeer het morgen opnieuw.",
    fr: "Nous avons déjà envoyé plusieurs e-mails de confirmation à cette adresse aujourd'hui. Utilisez le lien de l'un d'eux, ou réessayez demain.",
    en: "We have already sent several confirmation e-mails to this address today. Use the link in one of them, or try again tomorrow.",
  },
  LEAD_CONFIRM_TITLE: { nl: "Bevestigen", fr: "Confirmer", en: "Confirm" },
  LEAD_CONFIRM_VISIT_TEXT: {
    nl: "Bevestig uw bezoek om het moment vast te leggen.",
    fr: "Confirmez votre visite pour réserver ce moment.",
    en: "Confirm your visit to book the moment.",
  },
  LEAD_CONFIRM_NEWSLETTER_TEXT: {
    nl: "Bevestig dat u onze nieuwsbrief wilt ontvangen.",
    fr: "Confirmez que vous souhaitez recevoir notre newsletter.",
    en: "Confirm that you want to receive our newsletter.",
  },
  LEAD_CONFIRM_ALERT_TEXT: {
    nl: "Bevestig uw zoekopdracht om e-mails over passende panden te ontvangen.",
    fr: "Confirmez votre recherche pour recevoir des e-mails sur les biens qui y correspondent.",
    en: "Confirm your search alert to receive e-mails about matching properties.",
  },
  LEAD_CONFIRM_BUTTON: { nl: "Bevestigen", fr: "Confirmer", en: "Confirm" },
  LEAD_CONFIRMED_VISIT: {
    nl: "Uw bezoek is bevestigd. Tot binnenkort!",
    fr: "Votre visite est confirmée. À bientôt !",
    en: "Your visit is confirmed. See you soon!",
  },
  LEAD_CONFIRMED_NEWSLETTER: {
    nl: "Uw inschrijving is bevestigd: u ontvangt voortaan onze nieuwsbrief.",
    fr: "Votre inscription est confirmée : vous recevrez désormais notre newsletter.",
    en: "Your subscription is confirmed: from now on you will receive our newsletter.",
  },
  LEAD_CONFIRMED_ALERT: {
    nl: "Uw zoekopdracht is bevestigd. Zodra een pand erbij past, laten we het u weten.",
    fr: "Votre recherche est confirmée. Dès qu'un bien y correspond, nous vous préviendrons.",
    en: "Your search alert is confirmed. As soon as a property matches, we will let you know.",
  },
  LEAD_CONFIRM_EXPIRED: {
    nl: "Deze bevestigingslink is verlopen of al gebruikt. Verstuur het formulier opnieuw om een nieuwe link te krijgen.",
    fr: "Ce lien de confirmation a expiré ou a déjà été utilisé. Envoyez à nouveau le formulaire pour recevoir un nouveau lien.",
    en: "This confirmation link has expired or has already been used. Send the form again to get a new link.",
  },
  LEAD_CONFIRM_SLOT_TAKEN: {
    nl: "Intussen is dit moment door iemand anders vastgelegd. Kies een ander moment voor uw bezoek.",
    fr: "Entre-temps, ce moment a été réservé par quelqu'un d'autre. Choisissez un autre moment pour votre visite.",
    en: "Meanwhile someone else has booked this moment. Please choose another moment for your visit.",
  },
  LEAD_CONFIRM_INVALID: {
    nl: "Deze bevestigingslink is niet geldig. Gebruik de link precies zoals hij in onze e-mail staat.",
    fr: "Ce lien de confirmation n'est pas valable. Utilisez le lien tel qu'il figure dans notre e-mail.",
    en: "This confirmation link is not valid. Please use the link exactly as it appears in our e-mail.",
  },
  LEAD_CONFIRM_UNSUBSCRIBE: {
    nl: "Toch liever niet? U kunt zich altijd uitschrijven:",
    fr: "Vous changez d'avis ? Vous pouvez toujours vous désinscrire :",
    en: "Changed your mind? You can always unsubscribe:",
  },
} satisfies MessageTable;
