// Signed-in browsers for journeys whose subject is not the sign-in itself: the sign-in form is filled in
// once per address and test file, and later journeys get a fresh browser context that holds that session's
// cookies, on the page the sign-in landed on. Only for files none of whose journeys signs out or changes a
// password (either would end the session the others share).
import type { BrowserContext, Page } from "playwright-core";
import { type OpenPageOptions, openPage } from "./browser.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * `signIn` signs a fresh browser in through the form, opened with `options`; the function returned does
 * that the first time for an address, and later opens a context with its session (and the same options).
 */
export function rememberSessions(
  signIn: (email: string, options: OpenPageOptions) => Promise<Page>,
): (email: string, options?: OpenPageOptions) => Promise<Page> {
  const sessions = new Map<string, { landing: string; state: StorageState }>();
  return async (email, options = {}) => {
    const session = sessions.get(email);
    if (session) return openPage(session.landing, { ...options, storageState: session.state });
    const page = await signIn(email, options);
    sessions.set(email, { landing: page.url(), state: await page.context().storageState() });
    return page;
  };
}
