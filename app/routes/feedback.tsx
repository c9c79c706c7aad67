// Thank-you pages (spec §2): /feedback/{form}/ and /{lang}/bedankt|merci|thank-you/{form}/ for the nine
// forms, with the two Dutch names; an unknown form is a 404, a form named in another language's words
// moves to its own path.
import { data, redirect } from "react-router";
import { VISIT_HOLD_MINUTES } from "../features/leads/confirmation/confirmation-rules.ts";
import type { MessageKey } from "../i18n/dictionary.ts";
import { isLanguage } from "../i18n/languages.ts";
import {
  type FeedbackForm,
  feedbackFormFromSegment,
  SCREEN_PATHS,
  thankYouPath,
} from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { ButtonLink } from "../ui/button.tsx";
import type { Route } from "./+types/feedback";

const FEEDBACK_TEXTS: Record<FeedbackForm, MessageKey> = {
  "contact-me": "FEEDBACK_CONTACT_ME",
  "contact-appointment": "FEEDBACK_CONTACT_APPOINTMENT",
  "contact-construction": "FEEDBACK_CONTACT_CONSTRUCTION",
  "contact-demand": "FEEDBACK_CONTACT_DEMAND",
  "demand-register": "FEEDBACK_DEMAND_REGISTER",
  "send-to-friend": "FEEDBACK_SEND_TO_FRIEND",
  "site-contact": "FEEDBACK_SITE_CONTACT",
  "sign-newsletter": "FEEDBACK_SIGN_NEWSLETTER",
  "testing-testing": "FEEDBACK_TESTING_TESTING",
};

export function loader({ params, url }: Route.LoaderArgs) {
  const form = feedbackFormFromSegment(params.form);
  if (!form) throw data(null, { status: 404 });
  const prefix = url.pathname.split("/")[1] ?? "";
  const own = thankYouPath(form, isLanguage(prefix) ? prefix : "original");
  if (own !== url.pathname) throw redirect(`${own}${url.search}`, 301);
  return { form };
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  return (
    <div className="container thank-you">
      <h1>{t("FEEDBACK_TITLE")}</h1>
      <p>{t(FEEDBACK_TEXTS[loaderData.form], { minutes: VISIT_HOLD_MINUTES })}</p>
      <p>
        <ButtonLink to={SCREEN_PATHS.forSale[language]} variant="secondary">
          {t("FEEDBACK_MORE")}
        </ButtonLink>
      </p>
    </div>
  );
}
