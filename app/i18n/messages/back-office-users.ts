import type { MessageTable } from "../message-table.ts";

// The back office's users screen: staff and owner accounts, staff invitations, roles, sessions.
export const backOfficeUserMessages = {
  BO_USERS_TITLE: { nl: "Gebruikers", fr: "Utilisateurs", en: "Users" },
  BO_USERS_STAFF: { nl: "Medewerkers", fr: "Personnel", en: "Staff" },
  BO_USERS_OWNERS: { nl: "Eigenaars", fr: "Propriétaires", en: "Owners" },
  BO_USERS_NAME: { nl: "Naam", fr: "Nom", en: "Name" },
  BO_USERS_EMAIL: { nl: "E-mailadres", fr: "Adresse e-mail", en: "E-mail address" },
  BO_USERS_ROLE: { nl: "Rol", fr: "Rôle", en: "Role" },
  BO_USERS_ROLE_ADMIN: { nl: "Beheerder", fr: "Administrateur", en: "Administrator" },
  BO_USERS_ROLE_AGENT: { nl: "Makelaar", fr: "Agent", en: "Agent" },
  BO_USERS_ROLE_OWNER: { nl: "Eigenaar", fr: "Propriétaire", en: "Owner" },
  BO_USERS_ROLE_SEARCHER: { nl: "Zoeker", fr: "Chercheur", en: "Searcher" },
  BO_USERS_STATE: { nl: "Toestand", fr: "État", en: "State" },
  BO_USERS_ACTIVE: { nl: "Actief", fr: "Actif", en: "Active" },
  BO_USERS_INVITED: { nl: "Uitgenodigd", fr: "Invité", en: "Invited" },
  BO_USERS_SESSIONS: { nl: "Sessies", fr: "Sessions", en: "Sessions" },
  BO_USERS_ACTIONS: { nl: "Acties", fr: "Actions", en: "Actions" },
  BO_USERS_YOU: { nl: "(u)", fr: "(vous)", en: "(you)" },
  BO_USERS_CHANGE_ROLE: { nl: "Rol wijzigen", fr: "Changer le rôle", en: "Change role" },
  BO_USERS_MAKE_ADMIN: { nl: "Beheerder maken", fr: "Rendre administrateur", en: "Make administrator" },
  BO_USERS_MAKE_AGENT: { nl: "Makelaar maken", fr: "Rendre agent", en: "Make agent" },
  BO_USERS_REVOKE: { nl: "Overal afmelden", fr: "Déconnecter partout", en: "Sign out everywhere" },
  BO_USERS_NONE: { nl: "Geen accounts.", fr: "Aucun compte.", en: "No accounts." },
  BO_USERS_INVITE_TITLE: {
    nl: "Medewerker uitnodigen",
    fr: "Inviter un membre du personnel",
    en: "Invite a staff member",
  },
  BO_USERS_INVITE_BUTTON: { nl: "Uitnodiging versturen", fr: "Envoyer l'invitation", en: "Send invitation" },
  BO_USERS_INVITED_DONE: {
    nl: "De uitnodiging is verstuurd.",
    fr: "L'invitation a été envoyée.",
    en: "The invitation was sent.",
  },
  BO_USERS_INVITE_EXISTS: {
    nl: "Dit adres heeft al een account; wijzig de rol in de lijst.",
    fr: "Cette adresse a déjà un compte ; changez son rôle dans la liste.",
    en: "This address already has an account; change its role in the list.",
  },
  BO_USERS_ROLE_CHANGED: {
    nl: "De rol is gewijzigd.",
    fr: "Le rôle a été changé.",
    en: "The role was changed.",
  },
  BO_USERS_REVOKED: {
    nl: "Het account is op elk toestel afgemeld.",
    fr: "Le compte a été déconnecté sur chaque appareil.",
    en: "The account was signed out on every device.",
  },
  BO_USERS_LAST_ADMIN: {
    nl: "Dit is de laatste beheerder: maak eerst iemand anders beheerder.",
    fr: "C'est le dernier administrateur : nommez d'abord quelqu'un d'autre administrateur.",
    en: "This is the last administrator: make someone else an administrator first.",
  },
  BO_USERS_NOT_YOURSELF: {
    nl: "U kunt uw eigen rol niet verlagen; vraag het een andere beheerder.",
    fr: "Vous ne pouvez pas abaisser votre propre rôle ; demandez-le à un autre administrateur.",
    en: "You cannot lower your own role; ask another administrator.",
  },
  BO_USERS_NOT_STAFF: {
    nl: "Alleen de rol van een medewerker kan hier gewijzigd worden.",
    fr: "Seul le rôle d'un membre du personnel peut être changé ici.",
    en: "Only a staff member's role can be changed here.",
  },
  BO_USERS_UNKNOWN: {
    nl: "Dit account bestaat niet (meer).",
    fr: "Ce compte n'existe pas (ou plus).",
    en: "This account does not exist (any more).",
  },
} satisfies MessageTable;
