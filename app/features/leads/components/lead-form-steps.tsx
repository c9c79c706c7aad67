// A long lead form in steps (spec §2 multi-step forms), its steps taken from the form's definition
// (forms/lead-form-steps.ts). Without JavaScript, and while the page hydrates, every step is shown at once
// and the form is one plain POST. Once scripts run, one step shows at a time: Next checks that step's
// fields with the form's own schema before moving on, Back keeps every value (the other steps are only
// hidden, their inputs stay in the form), and the focus moves to the shown step's heading, which says
// "step n of m". A refused send opens the step holding the first field in error.
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
// Types only: a form's step list comes with its component (property-forms.tsx, valuation-form.tsx), which
// names it by the form's kind, so a list of another form does not compile.
import type {
  LEAD_FORM_STEPS,
  LeadFormStep,
  LeadFormStepName,
  StepNavigation,
  SteppedLeadFormKind,
} from "../forms/lead-form-steps.ts";

/** What each step of a form draws, by the step's name; a form without steps draws none. */
export type StepContents<K extends LeadFormKind> = {
  readonly [N in K extends SteppedLeadFormKind ? LeadFormStepName<K> : never]: ReactNode;
};

/**
 * A long form's steps: its definition's list and the words of its navigation (forms/lead-form-steps.ts),
 * and what each step draws.
 */
export type LeadFormStepsProp<K extends LeadFormKind> = {
  list: readonly LeadFormStep[] & (K extends SteppedLeadFormKind ? (typeof LEAD_FORM_STEPS)[K] : never);
  navigation: StepNavigation;
  contents: StepContents<K>;
};

const NO_STEPS: readonly LeadFormStep[] = [];

/** The index of the first step holding one of `fields` (in the steps' order), or null. */
export function firstStepWith(steps: readonly LeadFormStep[], fields: readonly string[]): number | null {
  const index = steps.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index < 0 ? null : index;
}

const noChanges = () => () => {};

/** True once scripts run; false on the server and while hydrating, so both render the whole form. */
function useScripted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** The fields in error, by name: the browser's check gives their keys, the server's answer their texts. */
type FieldsInError = Readonly<Partial<Record<string, unknown>>>;

export type LeadFormStepper = {
  steps: readonly LeadFormStep[];
  /** Whether only the current step shows (scripts run and the form has steps). */
  stepped: boolean;
  current: number;
  isLast: boolean;
  /** Opens the first step holding one of the fields in error; false when none does. */
  openErrors(errors: FieldsInError): boolean;
  goTo(index: number): void;
};

/**
 * The form's current step. `serverErrors` is the server's last answer for this form: a new one opens the
 * step of its first field in error (during rendering, so the focus that follows finds the field shown).
 */
export function useLeadFormStepper(
  form: LeadFormKind,
  list: readonly LeadFormStep[] | undefined,
  serverErrors: FieldsInError | undefined,
): LeadFormStepper {
  const steps = list ?? NO_STEPS;
  const scripted = useScripted();
  const [current, setCurrent] = useState(0);
  const [answered, setAnswered] = useState(serverErrors);
  // Set by Next and Back only: a step opened by the server's errors focuses its first field instead.
  const focusHeading = useRef(false);
  if (serverErrors !== answered) {
    setAnswered(serverErrors);
    const opened = firstStepWith(steps, Object.keys(serverErrors ?? {}));
    if (opened !== null) setCurrent(opened);
  }
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    const step = steps[current];
    if (step) document.getElementById(stepHeadingId(form, step.name))?.focus();
  }, [current, form, steps]);
  const stepped = scripted && steps.length > 0;
  return {
    steps,
    stepped,
    current,
    isLast: !stepped || current >= steps.length - 1,
    openErrors(errors) {
      const opened = firstStepWith(steps, Object.keys(errors));
      if (opened === null) return false;
      setCurrent(opened);
      return true;
    },
    goTo(index) {
      const next = Math.max(0, Math.min(index, steps.length - 1));
      focusHeading.current = next !== current;
      setCurrent(next);
    },
  };
}

function stepHeadingId(form: LeadFormKind, step: string): string {
  return `${form}-step-${step}`;
}

/** Only the errors of the current step's fields. */
export function stepErrors<E>(
  stepper: LeadFormStepper,
  errors: Partial<Record<string, E>>,
): Partial<Record<string, E>> {
  const fields: readonly string[] = stepper.steps[stepper.current]?.fields ?? [];
  return Object.fromEntries(Object.entries(errors).filter(([name]) => fields.includes(name)));
}

type Props = {
  form: LeadFormKind;
  stepper: LeadFormStepper;
  contents: Readonly<Partial<Record<string, ReactNode>>>;
  /** The words of the navigation; a form without steps has none, and draws none. */
  navigation: StepNavigation | undefined;
  /** Checks the current step's fields; moves on when they pass. */
  onNext: () => void;
};

export function LeadFormSteps({ form, stepper, contents, navigation, onNext }: Props) {
  const { t } = useT();
  const { steps, stepped, current } = stepper;
  const last = steps.length - 1;
  if (!navigation) return null;
  return (
    <>
      {steps.map((step, index) => (
        <fieldset key={step.name} className="lead-fieldset lead-step" hidden={stepped && index !== current}>
          <legend className="lead-step-legend">
            <h3 id={stepHeadingId(form, step.name)} tabIndex={-1}>
              <span className="lead-step-progress">
                {t(navigation.progress, { step: index + 1, steps: steps.length })}
              </span>{" "}
              {t(step.heading)}
            </h3>
          </legend>
          {contents[step.name]}
          {stepped && (index > 0 || index < last) ? (
            <div className="lead-step-nav">
              {index > 0 ? (
                <Button variant="outline" onClick={() => stepper.goTo(index - 1)}>
                  {t(navigation.back)}
                </Button>
              ) : null}
              {index < last ? (
                <Button variant="primary" className="lead-step-next" onClick={onNext}>
                  {t(navigation.next)}
                </Button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ))}
    </>
  );
}
