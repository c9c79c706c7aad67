// How a visitor fills in and sends a lead form in the browser, for the leads browser tests: fields filled
// by name (text, choices, dates) and the form's challenge. The sites these tests drive issue their form
// tickets already past the time trap (AGED_FORM_TICKETS), so a form is sent as soon as it is filled in.
import type { Locator, Page } from "playwright-core";
import { solveWork } from "./support/lead-posts.ts";
import { BROWSER_WAIT_MS, settledBox } from "./support/browser.ts";

export type FieldValues = Record<string, string | string[]>;

/**
 * The ways one form is sent in the journeys that send every form: in both languages and both ways (with and
 * without JavaScript), two sends a form rather than four, the pairs alternating from one form to the next so
 * that every language meets every way across the forms (ADR 0022, "Pairs, not the whole grid").
 */
export function sendingPairs(formIndex: number): { language: "nl" | "fr"; javaScript: boolean }[] {
  return formIndex % 2 === 0
    ? [
        { language: "nl", javaScript: true },
        { language: "fr", javaScript: false },
      ]
    : [
        { language: "fr", javaScript: true },
        { language: "nl", javaScript: false },
      ];
}

/** The proof of work's "done" status, in every language. */
const WORK_DONE = /Antispamcontrole klaar|Contrôle anti-spam terminé|Spam check done/;
export function leadForm(page: Page, form: string): Locator {
  return page.locator(`#lead-${form} form`);
}

/** A control of the form as the filling needs it: its kind, and whether a hidden step holds it. */
type Control = { name: string; tag: string; type: string; inHiddenStep: boolean };

async function fillField(form: Locator, control: Control, value: string | string[]): Promise<void> {
  const { name, tag, type } = control;
  if (tag === "select") {
    await form.locator(`[name="${name}"]`).first().selectOption(String(value));
  } else if (type === "radio" || type === "checkbox") {
    for (const item of Array.isArray(value) ? value : [value]) {
      // A choice low on a long form is ticked once the page around it has settled.
      const choice = form.locator(`[name="${name}"][value="${item}"]`);
      await settledBox(choice);
      await choice.check();
    }
  } else {
    await form
      .locator(`[name="${name}"]`)
      .first()
      .fill(Array.isArray(value) ? value.join(", ") : value);
  }
}

/** The controls named `names` in the form, read in one go (one round trip to the page, not four each). */
function controlsOf(form: Locator, names: string[]): Promise<Control[]> {
  return form.evaluate(
    (element, wanted) =>
      wanted.map((name) => {
        const all = [...element.querySelectorAll(`[name="${name}"]`)];
        const first = all[0];
        return {
          name,
          tag: first?.tagName.toLowerCase() ?? "",
          type: first?.getAttribute("type") ?? "",
          inHiddenStep: all.some((control) => control.closest(".lead-step[hidden]") !== null),
        };
      }),
    names,
  );
}

/**
 * Fills the form in. A long form in steps (spec §2 multi-step forms, with JavaScript) is filled a step at a
 * time: the shown step's fields, then Next, until every value is in or Next is refused (the step then
 * shows its errors).
 */
export async function fillForm(page: Page, form: string, values: FieldValues): Promise<void> {
  const element = leadForm(page, form);
  const pending = new Map(Object.entries(values));
  for (;;) {
    for (const control of await controlsOf(element, [...pending.keys()])) {
      const value = pending.get(control.name);
      if (control.inHiddenStep || value === undefined) continue;
      await fillField(element, control, value);
      pending.delete(control.name);
    }
    const next = element.locator(".lead-step:not([hidden]) .lead-step-next");
    if (pending.size === 0 || (await next.count()) === 0) return;
    if (!(await nextStep(page, form))) return;
  }
}

/** The heading of the step shown, with its "step n of m". */
export function shownStep(page: Page, form: string): Locator {
  return leadForm(page, form).locator(".lead-step:not([hidden]) h3");
}

/** Presses Next; resolves to true once the next step shows, false when the step shows errors instead. */
export async function nextStep(page: Page, form: string): Promise<boolean> {
  const before = await shownStep(page, form).getAttribute("id");
  await leadForm(page, form).locator(".lead-step:not([hidden]) .lead-step-next").click();
  const moved = await page.waitForFunction(
    ([id, shownBefore]) => {
      const step = document.querySelector(`#lead-${id} form .lead-step:not([hidden])`);
      if (!step || step.querySelector("h3")?.id !== shownBefore) return "moved";
      return step.querySelector('[aria-invalid="true"]') ? "refused" : false;
    },
    [form, before],
    { timeout: BROWSER_WAIT_MS },
  );
  return (await moved.jsonValue()) === "moved";
}

/**
 * Fills in the form and sends it in one step inside the page, as fast as a browser can: for the time trap,
 * which a form sent within seconds of its render springs.
 */
export async function fillAndSendAtOnce(page: Page, form: string, values: FieldValues): Promise<void> {
  await leadForm(page, form).evaluate((element, entries) => {
    if (!(element instanceof HTMLFormElement)) throw new Error("not a form");
    for (const [name, value] of entries) {
      const chosen = Array.isArray(value) ? value : [value];
      for (const control of element.querySelectorAll(`[name="${name}"]`)) {
        if (
          control instanceof HTMLInputElement &&
          (control.type === "checkbox" || control.type === "radio")
        ) {
          control.checked = chosen.includes(control.value);
        } else if (
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement
        ) {
          control.value = chosen.join(", ");
        }
      }
    }
    element.requestSubmit();
  }, Object.entries(values));
}

/**
 * The form's challenge as a visitor's browser meets it (docs/decisions/0009-form-challenge.md). With
 * JavaScript the page solves its proof of work itself once the form is touched: this only waits until it
 * says so. Without JavaScript a person types the characters of the image, which a test cannot read; the
 * test then does what the browser would have done, the search over the work, from the form's own markup,
 * and puts the number in the form's hidden field, so the form still goes out as a plain POST.
 */
export async function answerCaptcha(page: Page, form: string): Promise<void> {
  const element = leadForm(page, form);
  if ((await element.locator(".lead-work").count()) > 0) {
    await element.locator('input[name="firstName"], input, select, textarea').first().focus();
    await element.locator(".lead-work [role=status]").getByText(WORK_DONE).waitFor();
    return;
  }
  const work = element.locator('input[name="work"]');
  const [salt, hash, max] = await Promise.all(
    ["data-salt", "data-hash", "data-max"].map(async (name) => (await work.getAttribute(name)) ?? ""),
  );
  const found = solveWork(salt ?? "", hash ?? "", Number(max));
  await work.evaluate((input, value) => {
    if (input instanceof HTMLInputElement) input.value = value;
  }, String(found));
}

/** Sends the form; resolves when the next page has loaded. */
export async function send(page: Page, form: string): Promise<void> {
  const before = page.url();
  await leadForm(page, form).locator('button[type="submit"]').click();
  await page.waitForFunction((url) => window.location.href !== url, before);
  await page.waitForLoadState("load");
}

/** Sends the form expecting it back with errors; resolves once the errors are shown. */
export async function sendExpectingErrors(page: Page, form: string): Promise<void> {
  await leadForm(page, form).locator('button[type="submit"]').click();
  await page.locator(`#lead-${form} .lead-form-summary`).waitFor();
  await page.waitForLoadState("load");
}

/** Reads a quoted-printable e-mail body back to text. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === "=" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
