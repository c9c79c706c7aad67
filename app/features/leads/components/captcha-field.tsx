// The self-hosted captcha (spec §3 contact options, §5): an image of distorted characters served by the
// site, a text question as its accessible alternative, and other characters on request. The form's
// ticket travels with it, so a new image always comes with a new ticket.
import { useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../i18n/use-t.ts";
import type { FormTicketView } from "../lead-form-state.ts";
import { fieldId, useLeadFormFields } from "./lead-form-context.ts";

function isTicketView(value: unknown): value is FormTicketView {
  if (typeof value !== "object" || value === null || !("ticket" in value) || !("question" in value))
    return false;
  const { ticket, question } = value;
  return (
    typeof ticket === "string" &&
    typeof question === "object" &&
    question !== null &&
    "a" in question &&
    "b" in question &&
    typeof question.a === "number" &&
    typeof question.b === "number"
  );
}

export function CaptchaField({ ticket: initial }: { ticket: FormTicketView }) {
  const { form, errors } = useLeadFormFields();
  const { t } = useT();
  const location = useLocation();
  const [ticket, setTicket] = useState(initial);
  const id = fieldId(form, "captcha");
  const error = errors.captcha ? t(errors.captcha) : null;
  const describedBy = [`${id}-question`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  async function otherCharacters(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const response = await fetch(`/captcha-ticket/${form}`, { headers: { Accept: "application/json" } });
    const next: unknown = response.ok ? await response.json() : null;
    if (isTicketView(next)) setTicket(next);
  }

  return (
    <div className="field lead-captcha">
      <input type="hidden" name="_ticket" value={ticket.ticket} />
      <label htmlFor={id}>
        {t("LEAD_LABEL_CAPTCHA")}
        <span className="field-required">
          {" "}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">({t("LEAD_REQUIRED_MARK")})</span>
        </span>
      </label>
      <div className="lead-captcha-image">
        <img src={`/captcha/${ticket.ticket}`} width={220} height={72} alt={t("LEAD_CAPTCHA_IMAGE_ALT")} />
        <a href={`${location.pathname}${location.search}`} onClick={otherCharacters}>
          {t("LEAD_CAPTCHA_RELOAD")}
        </a>
      </div>
      <span className="field-hint" id={`${id}-question`}>
        {t("LEAD_CAPTCHA_ALTERNATIVE")} {t("LEAD_CAPTCHA_QUESTION", ticket.question)}
      </span>
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      <input
        id={id}
        name="captcha"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        aria-required
        aria-describedby={describedBy}
        {...(error ? { "aria-invalid": true } : {})}
      />
    </div>
  );
}
