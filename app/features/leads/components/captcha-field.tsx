// The form's challenge (docs/decisions/0009-form-challenge.md). With JavaScript the visitor's browser
// solves a proof of work on the first interaction with the form: nothing to see, hear or type. Without
// it (or should the search fail) the visitor types the characters of an image the site draws (spec §5
// captcha), with other characters on request. The form's ticket travels with both, so a
// new image always comes with a new ticket.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../i18n/use-t.ts";
import type { FormTicketView } from "../lead-form-state.ts";
import { fieldId, useLeadFormFields } from "./lead-form-context.ts";

function isTicketView(value: unknown): value is FormTicketView {
  if (typeof value !== "object" || value === null || !("ticket" in value) || !("work" in value)) return false;
  const { ticket, work } = value;
  return (
    typeof ticket === "string" &&
    typeof work === "object" &&
    work !== null &&
    "salt" in work &&
    "hash" in work &&
    "max" in work &&
    typeof work.salt === "string" &&
    typeof work.hash === "string" &&
    typeof work.max === "number"
  );
}

/** Starts the proof of work of the field's form (loaded on demand); resolves to whether it is solved. */
export async function solveFormWork(form: HTMLFormElement): Promise<boolean> {
  try {
    const { solveWorkIn } = await import("./work-solver.ts");
    return await solveWorkIn(form);
  } catch {
    return false;
  }
}

/** "rendered" on the server and while hydrating; "script" once scripts run. */
type Mode = "rendered" | "script";
type WorkState = "waiting" | "running" | "done" | "failed";

const scriptMode = (): Mode => "script";
const noChanges = () => () => {};

function ImageChallenge({ ticket, onOther }: { ticket: FormTicketView; onOther?: () => void }) {
  const { form, errors } = useLeadFormFields();
  const { t } = useT();
  const location = useLocation();
  const id = fieldId(form, "captcha");
  const error = errors.captcha ?? null;
  const describedBy = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field lead-captcha">
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
        <a
          href={`${location.pathname}${location.search}`}
          onClick={(event) => {
            if (!onOther) return;
            event.preventDefault();
            onOther();
          }}
        >
          {t("LEAD_CAPTCHA_RELOAD")}
        </a>
      </div>
      <span className="field-hint" id={`${id}-help`}>
        {t("LEAD_CAPTCHA_NO_SCRIPT_HELP")}
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

export function CaptchaField({ ticket: initial }: { ticket: FormTicketView }) {
  const { form, errors } = useLeadFormFields();
  const { t } = useT();
  const [ticket, setTicket] = useState(initial);
  // The server renders the image challenge for browsers without JavaScript only (<noscript>); once
  // scripts run, the browser decides between the proof of work and the image.
  const mode = useSyncExternalStore(noChanges, scriptMode, () => "rendered" as const);
  const [work, setWork] = useState<WorkState>("waiting");
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current?.closest("form");
    if (mode !== "script" || !element) return;
    const start = () => {
      setWork((state) => (state === "done" ? state : "running"));
      void solveFormWork(element).then((solved) => setWork(solved ? "done" : "failed"));
    };
    element.addEventListener("focusin", start, { once: true });
    element.addEventListener("pointerdown", start, { once: true });
    return () => {
      element.removeEventListener("focusin", start);
      element.removeEventListener("pointerdown", start);
    };
  }, [mode, ticket.ticket]);

  async function otherCharacters() {
    const response = await fetch(`/captcha-ticket/${form}`, { headers: { Accept: "application/json" } });
    const next: unknown = response.ok ? await response.json() : null;
    if (isTicketView(next)) setTicket(next);
  }

  const workMessage =
    work === "done" ? "LEAD_WORK_DONE" : work === "running" ? "LEAD_WORK_RUNNING" : "LEAD_WORK_WAITING";
  return (
    <div className="lead-challenge" ref={anchor}>
      <input type="hidden" name="_ticket" value={ticket.ticket} />
      {/* No value prop: a hidden input's value is its attribute, which React would reset on every render. */}
      <input
        key={ticket.ticket}
        type="hidden"
        name="work"
        data-salt={ticket.work.salt}
        data-hash={ticket.work.hash}
        data-max={ticket.work.max}
      />
      {mode === "rendered" ? (
        <noscript>
          <ImageChallenge ticket={ticket} />
        </noscript>
      ) : null}
      {/* Should the search fail (its module did not load), the person gets the image instead. */}
      {mode === "script" && work === "failed" ? (
        <ImageChallenge ticket={ticket} onOther={() => void otherCharacters()} />
      ) : null}
      {mode === "script" && work !== "failed" ? (
        <div className="field lead-work">
          <p role="status" className="field-hint">
            {t(workMessage)}
          </p>
          {errors.captcha && work !== "done" ? <p className="field-error">{errors.captcha}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
