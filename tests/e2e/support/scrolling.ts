// Scrolling a page and waiting until it has done what a scroll makes it do (scroll-state.ts): the header's
// state is written in the frame after the scroll event, the back-to-top's after its throttle, and CSS then
// fades colours and sizes. A test that checks a state, or that nothing changed, does so once all of it ran.
import type { Page } from "playwright-core";
import { BACK_TO_TOP_THROTTLE_MS } from "../../../app/domain/page-behaviour.ts";

/** Scrolls to `y` and resolves once the page's scroll updates have run and its transitions have ended. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    async ({ top, throttle }) => {
      const scrolled = new Promise((resolve) =>
        window.addEventListener("scroll", resolve, { once: true, passive: true }),
      );
      const before = window.scrollY;
      window.scrollTo(0, top);
      // A scroll that moved the page fires its event in the next frame.
      if (window.scrollY !== before) await scrolled;
      // The page's own listener ran first (it was added earlier): a timer of the throttle's length set now
      // fires after the page's, and a frame requested now comes after the header's.
      await new Promise((resolve) => setTimeout(resolve, throttle));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { top: y, throttle: BACK_TO_TOP_THROTTLE_MS },
  );
  // The states' CSS transitions (colours, the logo's height, the button's fade) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}
