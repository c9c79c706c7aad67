import type { MessageTable } from "../message-table.ts";

// Sign-in, password links and the notice of a signed-in person (spec §2 owner login, §6, §8).
export const accountMessages = {
  LOGIN_TITLE: { nl: "Aanmelden", fr: "Connexion", en: "Log in" },
  LOGIN_INTRO: {
    nl: "Eigenaars en medewerkers van het kantoor melden zich hier aan.",
    fr: "Les propriétaires et l'équipe de l'agence se connectent ici.",
    en: "Owners and the agency's staff log in here.",
  },
  // Spec §8: 'Login failed'; 'The username or password are not correct.'
  LOGIN_FAILED: { nl: "Aanmelden mislukt", fr: "Échec de la connexion", en: "Login failed" },
  LOGIN_FAILED_TEXT: {
    nl: "De gebruikersnaam of het wachtwoord is niet juist.",
    fr: "Le nom d'utilisateur ou le mot de passe n'est pas correct.",
    en: "The username or password are not correct.",
  },
  // Spec §8 names these two; they are never shown, so that no one can learn which addresses have an
  // account (ADR 0015). Kept so the catalogue is complete.
  LOGIN_USER_NOT_FOUND: {
    nl: "Gebruiker niet gevonden",
    fr: "Utilisateur introuvable",
    en: "User not found",
  },
  FORGOT_PERSON_NOT_FOUND: {
    nl: "Persoon niet gevonden",
    fr: "Personne introuvable",
    en: "Person not found",
  },
  ACCOUNT_EMAIL: { nl: "E-mailadres", fr: "Adresse e-mail", en: "E-mail address" },
  ACCOUNT_PASSWORD: { nl: "Wachtwoord", fr: "Mot de passe", en: "Password" },
  ACCOUNT_SIGN_IN_BUTTON: { nl: "Aanmelden", fr: "Se connecter", en: "Log in" },
  ACCOUNT_FORGOT_LINK: {
    nl: "Wachtwoord vergeten?",
    fr: "Mot de passe oublié ?",
    en: "Forgot your password?",
  },
  ACCOUNT_THROTTLED: {
    nl: "Te veel pogingen. Probeer het opnieuw over {seconds} seconden.",
    fr: "Trop de tentatives. Réessayez dans {seconds} secondes.",
    en: "Too many attempts. Try again in {seconds} seconds.",
  },
  ACCOUNT_TOO_MANY_REQUESTS: {
    nl: "Te veel aanvragen. Probeer het later opnieuw.",
    fr: "Trop de demandes. Réessayez plus tard.",
    en: "Too many requests. Please try again later.",
  },
  ACCOUNT_ERROR_EMAIL: {
    nl: "Vul een geldig e-mailadres in.",
    fr: "Indiquez une adresse e-mail valide.",
    en: "Enter a valid e-mail address.",
  },
  ACCOUNT_ERROR_REQUIRED: {
    nl: "Dit veld is verplicht.",
    fr: "Ce champ est obligatoire.",
    en: "This field is required.",
  },
  ACCOUNT_ERROR_PASSWORD_LENGTH: {
    nl: "Kies een wachtwoord van 8 tot 256 tekens.",
    fr: "Choisissez un mot de passe de 8 à 256 caractères.",
    en: "Choose a password of 8 to 256 characters.",
  },
  ACCOUNT_ERROR_PASSWORD_COMMON: {
    nl: "Dit wachtwoord wordt te vaak gebruikt. Kies een ander.",
    fr: "Ce mot de passe est trop courant. Choisissez-en un autre.",
    en: "This password is too common. Choose another one.",
  },
  ACCOUNT_ERROR_PASSWORD_MISMATCH: {
    nl: "De twee wachtwoorden zijn niet gelijk.",
    fr: "Les deux mots de passe ne sont pas identiques.",
    en: "The two passwords are not the same.",
  },
  ACCOUNT_FORGOT_TITLE: { nl: "Wachtwoord vergeten", fr: "Mot de passe oublié", en: "Forgot password" },
  ACCOUNT_FORGOT_INTRO: {
    nl: "Vul uw e-mailadres in. U krijgt een link om een nieuw wachtwoord te kiezen.",
    fr: "Indiquez votre adresse e-mail. Vous recevrez un lien pour choisir un nouveau mot de passe.",
    en: "Enter your e-mail address. You will receive a link to choose a new password.",
  },
  ACCOUNT_FORGOT_BUTTON: { nl: "Link versturen", fr: "Envoyer le lien", en: "Send the link" },
  ACCOUNT_FORGOT_SENT: {
    nl: "Als er een account bestaat voor dit adres, hebben we er een link naartoe gestuurd. De link is 30 minuten geldig.",
    fr: "Si un compte existe pour cette adresse, nous lui avons envoyé un lien. Le lien est valable 30 minutes.",
    en: "If an account exists for this address, we have sent it a link. The link is valid for 30 minutes.",
  },
  ACCOUNT_SET_PASSWORD_TITLE: {
    nl: "Wachtwoord kiezen",
    fr: "Choisir un mot de passe",
    en: "Choose a password",
  },
  ACCOUNT_NEW_PASSWORD: { nl: "Nieuw wachtwoord", fr: "Nouveau mot de passe", en: "New password" },
  ACCOUNT_CONFIRM_PASSWORD: {
    nl: "Herhaal het wachtwoord",
    fr: "Répétez le mot de passe",
    en: "Repeat the password",
  },
  ACCOUNT_PASSWORD_HINT: {
    nl: "Minstens 8 tekens. Een zin van enkele woorden is sterk en makkelijk te onthouden.",
    fr: "Au moins 8 caractères. Une phrase de quelques mots est solide et facile à retenir.",
    en: "At least 8 characters. A sentence of a few words is strong and easy to remember.",
  },
  ACCOUNT_SET_PASSWORD_BUTTON: {
    nl: "Wachtwoord opslaan",
    fr: "Enregistrer le mot de passe",
    en: "Save the password",
  },
  ACCOUNT_LINK_INVALID: {
    nl: "Deze link is niet meer geldig. Vraag een nieuwe aan.",
    fr: "Ce lien n'est plus valable. Demandez-en un nouveau.",
    en: "This link is no longer valid. Ask for a new one.",
  },
  ACCOUNT_PASSWORD_SAVED: {
    nl: "Uw wachtwoord is opgeslagen. U kunt zich nu aanmelden.",
    fr: "Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.",
    en: "Your password has been saved. You can log in now.",
  },
  ACCOUNT_SIGNED_IN_NOTICE: {
    nl: "U bent aangemeld als {name}.",
    fr: "Vous êtes connecté en tant que {name}.",
    en: "You are logged in as {name}.",
  },
  ACCOUNT_SIGN_OUT: { nl: "Afmelden", fr: "Se déconnecter", en: "Log out" },
  ACCOUNT_SIGN_OUT_EVERYWHERE: {
    nl: "Overal afmelden",
    fr: "Se déconnecter partout",
    en: "Log out everywhere",
  },
  ACCOUNT_SIGNED_OUT: { nl: "U bent afgemeld.", fr: "Vous êtes déconnecté.", en: "You are logged out." },
  ACCOUNT_MY_PORTAL: { nl: "Naar mijn portaal", fr: "Vers mon portail", en: "To my portal" },
  ACCOUNT_MAIL_GREETING: { nl: "Beste {name},", fr: "Bonjour {name},", en: "Dear {name}," },
  ACCOUNT_MAIL_RESET_SUBJECT: {
    nl: "Uw nieuw wachtwoord",
    fr: "Votre nouveau mot de passe",
    en: "Your new password",
  },
  ACCOUNT_MAIL_RESET_TEXT: {
    nl: "U vroeg om een nieuw wachtwoord. De link hieronder is {minutes} minuten geldig en werkt één keer.",
    fr: "Vous avez demandé un nouveau mot de passe. Le lien ci-dessous est valable {minutes} minutes et ne fonctionne qu'une fois.",
    en: "You asked for a new password. The link below is valid for {minutes} minutes and works once.",
  },
  ACCOUNT_MAIL_RESET_IGNORE: {
    nl: "Vroeg u niets aan? Dan hoeft u niets te doen: uw wachtwoord blijft ongewijzigd.",
    fr: "Vous n'avez rien demandé ? Vous n'avez rien à faire : votre mot de passe reste inchangé.",
    en: "Did you not ask for this? Then do nothing: your password stays as it is.",
  },
  ACCOUNT_MAIL_RESET_ACTION: {
    nl: "Kies een nieuw wachtwoord:",
    fr: "Choisissez un nouveau mot de passe :",
    en: "Choose a new password:",
  },
  ACCOUNT_MAIL_INVITATION_SUBJECT: {
    nl: "Uw toegang tot het eigenaarsportaal van {agency}",
    fr: "Votre accès au portail propriétaire de {agency}",
    en: "Your access to the owner portal of {agency}",
  },
  ACCOUNT_MAIL_INVITATION_TEXT: {
    nl: "{agency} nodigt u uit in het eigenaarsportaal: daar ziet u hoe vaak uw pand bekeken wordt, de bezoeken en onze berichten.",
    fr: "{agency} vous invite sur le portail propriétaire : vous y voyez combien votre bien est consulté, les visites et nos messages.",
    en: "{agency} invites you to the owner portal: there you see how often your property is viewed, the visits and our messages.",
  },
  ACCOUNT_MAIL_INVITATION_VALID: {
    nl: "De link hieronder is {days} dagen geldig en werkt één keer.",
    fr: "Le lien ci-dessous est valable {days} jours et ne fonctionne qu'une fois.",
    en: "The link below is valid for {days} days and works once.",
  },
  ACCOUNT_MAIL_INVITATION_ACTION: {
    nl: "Kies uw wachtwoord:",
    fr: "Choisissez votre mot de passe :",
    en: "Choose your password:",
  },
  ACCOUNT_MAIL_FOOTER: {
    nl: "Deze e-mail werd automatisch verstuurd. Deel de link met niemand.",
    fr: "Cet e-mail a été envoyé automatiquement. Ne partagez le lien avec personne.",
    en: "This e-mail was sent automatically. Do not share the link with anyone.",
  },
} satisfies MessageTable;
