// Scroll-driven states of the page (spec §4 header, §2 back-to-top, §9 thresholds), written as attributes
// on <html> so CSS does the rest and React never re-renders on scroll.
import { useEffect } from "react";
import {
  BACK_TO_TOP_DURATION_MS,
  BACK_TO_TOP_THRESHOLD,
  BACK_TO_TOP_THROTTLE_MS,
  HEADER_SCROLL_THRESHOLD,
} from "../../domain/page-behaviour.ts";

export function useScrollState(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const updateHeader = () => {
      frame = 0;
      root.toggleAttribute("data-scrolled", window.scrollY >= HEADER_SCROLL_THRESHOLD);
    };
    const updateBackToTop = () => {
      timer = undefined;
      root.toggleAttribute("data-back-to-top", window.scrollY >= BACK_TO_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(updateHeader);
      if (timer === undefined) timer = setTimeout(updateBackToTop, BACK_TO_TOP_THROTTLE_MS);
    };
    updateHeader();
    updateBackToTop();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}

/** Scrolls to the top in about 500 ms (ease in-out), at once for visitors who ask for reduced motion. */
export function scrollToTop(durationMs = BACK_TO_TOP_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  if (start === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
      window.scrollTo(0, Math.round(start * (1 - eased)));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
