// The dictionary texts a page has in the browser: the server adds to each route's loader data the texts
// that route's browser code can show (server/route-messages.ts, docs/decisions/0014-light-pages.md);
// the shell merges those of every matched route into the one dictionary `useT` reads.
import { useContext, useMemo } from "react";
import { useMatches, useRouteError } from "react-router";
import type { Dictionary, MessageKey } from "./dictionary.ts";
import type { Language } from "./languages.ts";
import { type MessageParams, translate } from "./translate.ts";
import { I18nContext, type T } from "./use-t.ts";

/** The field of a loader's data (and of a thrown `data()`) that holds its route's texts. */
export const MESSAGES_FIELD = "messages";

/**
 * The field of a loader's data that holds the data of the lead forms its page opened (`?form=`): while it
 * is set, the data carries the forms' texts too (server/route-messages.ts).
 */
export const OPEN_FORMS_FIELD = "leads";

export type Messages = Partial<Dictionary>;

export function messagesOf(value: unknown): Messages | null {
  if (typeof value !== "object" || value === null || !(MESSAGES_FIELD in value)) return null;
  const messages: unknown = value[MESSAGES_FIELD];
  return isMessages(messages) ? messages : null;
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

/** The texts of every matched route, and of an error a route threw with `data()`. */
export function useRouteMessages(): Messages {
  const matches = useMatches();
  const error = useRouteError();
  return useMemo(() => {
    const sources = [...matches.map((match) => match.loaderData), isErrorWithData(error) ? error.data : null];
    const merged: Messages = {};
    for (const messages of sources.map(messagesOf)) if (messages) Object.assign(merged, messages);
    // In the browser, the same object while the texts are the same (a next page of the list), so the
    // components that read them do not all render again on a navigation that changes none. The server
    // renders each page once, and keeps nothing of one request's texts for the next.
    return typeof document === "undefined" ? merged : stableTexts(merged);
  }, [matches, error]);
}

const lastTexts: { messages: Messages } = { messages: {} };

/** `messages`, or the last object returned when it holds the same texts. */
function stableTexts(messages: Messages): Messages {
  const last = new Map(Object.entries(lastTexts.messages));
  const entries = Object.entries(messages);
  const same = entries.length === last.size && entries.every(([key, text]) => last.get(key) === text);
  if (!same) lastTexts.messages = messages;
  return lastTexts.messages;
}

function isErrorWithData(error: unknown): error is { data: unknown } {
  return typeof error === "object" && error !== null && "data" in error;
}

/**
 * `useT` for a route's error boundary: a route whose loader threw has no data, so its texts are the ones
 * the thrown `data()` carries, over the shell's.
 */
export function useErrorBoundaryT(): { t: T; language: Language } {
  const i18n = useContext(I18nContext);
  const error = useRouteError();
  return useMemo(() => {
    const own = isErrorWithData(error) ? messagesOf(error.data) : null;
    const dictionary = { ...i18n?.dictionary, ...own };
    const language = i18n?.language ?? "nl";
    return {
      language,
      t: (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params, language),
    };
  }, [i18n, error]);
}
