// The accounts' e-mails (a reset link, an invitation), written to the leads' transactional outbox inside
// the caller's transaction. The link is built from the configured site origin only, never from a request.
import type { Database } from "../../db/client.server.ts";
import { outboxMessages } from "../../db/schema/leads.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { accountPagePath } from "../../i18n/route-table.ts";
import { translate } from "../../i18n/translate.ts";
import { type MailContent, mailHtml, mailText } from "../leads/mail/mail-layout.ts";
import { INVITATION_TOKEN_MS, RESET_TOKEN_MS } from "./account-rules.ts";

export type AccountMail = {
  kind: "reset" | "invitation";
  recipient: string;
  displayName: string;
  language: string;
  token: string;
  siteOrigin: string;
  agencyName: string;
};

export function passwordLinkUrl(siteOrigin: string, language: Language, token: string): string {
  return new URL(`${accountPagePath("setPassword", language)}?token=${token}`, siteOrigin).href;
}

export async function queueAccountMail(db: Database, mail: AccountMail): Promise<void> {
  const language: Language = isLanguage(mail.language) ? mail.language : "nl";
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(dictionaryFor(language), key, params);
  const url = passwordLinkUrl(mail.siteOrigin, language, mail.token);
  const reset = mail.kind === "reset";
  const content: MailContent = {
    greeting: t("ACCOUNT_MAIL_GREETING", { name: mail.displayName }),
    paragraphs: reset
      ? [t("ACCOUNT_MAIL_RESET_TEXT", { minutes: RESET_TOKEN_MS / 60_000 }), t("ACCOUNT_MAIL_RESET_IGNORE")]
      : [
          t("ACCOUNT_MAIL_INVITATION_TEXT", { agency: mail.agencyName }),
          t("ACCOUNT_MAIL_INVITATION_VALID", { days: INVITATION_TOKEN_MS / 86_400_000 }),
        ],
    actions: [
      {
        text: reset ? t("ACCOUNT_MAIL_RESET_ACTION") : t("ACCOUNT_MAIL_INVITATION_ACTION"),
        label: t("ACCOUNT_SET_PASSWORD_TITLE"),
        url,
      },
    ],
    signature: [mail.agencyName],
    footer: t("ACCOUNT_MAIL_FOOTER"),
  };
  await db.insert(outboxMessages).values({
    kind: "account_link",
    recipient: mail.recipient,
    language,
    subject: reset
      ? t("ACCOUNT_MAIL_RESET_SUBJECT")
      : t("ACCOUNT_MAIL_INVITATION_SUBJECT", { agency: mail.agencyName }),
    textBody: mailText(content),
    htmlBody: mailHtml(content, language),
  });
}
