import { useEffect } from "react";

/** Room kept above the bar and below the sticky header (px). */
const GAP = 8;
const HEADER = 80;

/**
 * WCAG 2.4.11 next to a sticky bar at the bottom (data-fixed-bottom, e.g. the page editor's save bar).
 * CSS scroll-padding-bottom (app/app.css) only helps when the browser scrolls, and it scrolls a focused
 * control only when the control is out of view: a control in view but partly behind the bar (a tall
 * text area right above it) stays covered. On focus, this scrolls such a control clear of the bar,
 * never further than keeps its top clear of the header.
 */
export function useFocusClearOfFixedBottom() {
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      // The admin's bottom bar and an editor's save bar above it can both be there: keep clear of both.
      const bars = [...document.querySelectorAll<HTMLElement>("[data-fixed-bottom]")].filter(
        (bar) => bar.getClientRects().length > 0,
      );
      if (bars.length === 0 || bars.some((bar) => bar.contains(target))) return;
      const barTop = Math.min(...bars.map((bar) => bar.getBoundingClientRect().top));
      const box = target.getBoundingClientRect();
      const overlap = box.bottom + GAP - barTop;
      if (overlap <= 0) return;
      window.scrollBy({ top: Math.max(0, Math.min(overlap, box.top - HEADER)), behavior: "instant" });
    }
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}
