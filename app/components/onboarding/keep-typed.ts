import { useEffect, useRef } from "react";

/**
 * Keeps what the owner types in onboarding in the draft cookie while they type (JavaScript on; issue 12:
 * browser Back, Forward and reload show every typed value again). One send at a time, the newest values
 * last, so an older send never overwrites a newer one; a step change waits for the sends
 * (flushTypedAnswers in the route's clientLoader/clientAction), and leaving the page sends what waits.
 */

const KEEP_URL = "/onboarding/gem";
const QUIET_MS = 300;

let waiting: FormData | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let sending: Promise<void> | null = null;

async function drain() {
  while (waiting) {
    const body = waiting;
    waiting = null;
    try {
      await fetch(KEEP_URL, { method: "POST", body, credentials: "same-origin" });
    } catch {
      // Offline for a moment: the values are still on the screen, and "Næste" sends them anyway.
    }
  }
}

/** Sends what waits at once; resolves when every send so far has been answered. */
export function flushTypedAnswers(): Promise<void> {
  clearTimeout(timer);
  if (!sending) sending = drain().finally(() => (sending = null));
  return sending;
}

/** After the site is created: the draft cookie is removed (POST /onboarding/gem with step=glem). */
export async function forgetTypedAnswers(): Promise<void> {
  clearTimeout(timer);
  waiting = null;
  await sending;
  const body = new FormData();
  body.set("step", "glem");
  await fetch(KEEP_URL, { method: "POST", body, credentials: "same-origin" }).catch(() => undefined);
}

function onPageHide() {
  clearTimeout(timer);
  if (!waiting) return;
  // A reload or closing tab: keepalive lets the send outlive the page.
  void fetch(KEEP_URL, { method: "POST", body: waiting, credentials: "same-origin", keepalive: true });
  waiting = null;
}

function toForm(values: Record<string, string | boolean>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") form.set(name, value);
    else if (value) form.set(name, "1");
  }
  return form;
}

/** Keeps one step's values (`step` names it; true checkboxes are sent, false ones left out). */
export function useKeepTypedAnswers(values: Record<string, string | boolean> & { step: string }) {
  const key = JSON.stringify(values);
  const shown = useRef(key);
  useEffect(() => {
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the values' content.
  useEffect(() => {
    // What the page was rendered with is already kept.
    if (key === shown.current) return;
    shown.current = key;
    waiting = toForm(values);
    clearTimeout(timer);
    timer = setTimeout(() => void flushTypedAnswers(), QUIET_MS);
  }, [key]);
}
