import type { FieldErrors } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";

/**
 * What the editor makes of an answer: the ActionResult's data when it is done, else the sentence to
 * show (the server's message, or the caller's for a lost connection or a foreign answer), a detail
 * line for the owner, the messages by field and what the failure carries (`data`).
 */
export type EditorAnswer<D> =
  | { ok: true; data: D }
  | { ok: false; error: string; detail?: string; fieldErrors: FieldErrors; data?: unknown };

const SIGNED_OUT =
  "Du er ikke logget ind længere. Log ind igen i en ny fane, og prøv så igen her. Din tekst står her stadig.";
const OFFLINE = "Der er ingen forbindelse til serveren. Din tekst står her stadig. Prøv igen om lidt.";

/**
 * Posts a form to one of the editor's endpoints with fetch (not a navigation or a fetcher), so
 * that a lost connection, an ended session or a server error becomes a message next to the
 * owner's unsaved text instead of an error page. The endpoints answer an ActionResult (ADR 037).
 */
export async function postForm<D>(url: string, body: FormData, failure: string): Promise<EditorAnswer<D>> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, error: failure, detail: OFFLINE, fieldErrors: {} };
  }
  // requireOwner sends an anonymous request to the login at /admin.
  if (response.redirected && new URL(response.url).pathname === "/admin") {
    return { ok: false, error: failure, detail: SIGNED_OUT, fieldErrors: {} };
  }
  try {
    const answer = (await response.json()) as ActionResult<unknown, D>;
    if (typeof answer === "object" && answer !== null && typeof answer.ok === "boolean") {
      if (answer.ok) return { ok: true, data: answer.data as D };
      return {
        ok: false,
        error: answer.message || failure,
        fieldErrors: answer.fieldErrors ?? {},
        data: answer.data,
      };
    }
  } catch {
    // Not JSON (a proxy's error page): reported below.
  }
  return { ok: false, error: failure, fieldErrors: {} };
}
