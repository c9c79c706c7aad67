// A newsletter box for the site's footer: a plain GET to the newsletter page with the address typed, where
// the sign-up is confirmed with consent and captcha. It holds nothing per visitor, so every page that
// shows it stays shareable by the page cache.
import { Form } from "react-router";
import { leadPagePath } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";

export function NewsletterBox() {
  const { t, language } = useT();
  return (
    <Form method="get" action={leadPagePath("newsletter", language)} className="newsletter-box">
      <label htmlFor="newsletter-box-email">{t("LEAD_FORM_NEWSLETTER_TITLE")}</label>
      <div className="newsletter-box-row">
        <input id="newsletter-box-email" type="email" name="email" autoComplete="email" maxLength={254} />
        <Button type="submit" size="small">
          {t("LEAD_SUBMIT_NEWSLETTER")}
        </Button>
      </div>
    </Form>
  );
}
