export type PostFailure = { ok: false; error: string; detail?: string };

const SIGNED_OUT =
  "Du er ikke logget ind længere. Log ind igen i en ny fane, og prøv så igen her. Din tekst står her stadig.";
const OFFLINE = "Der er ingen forbindelse til serveren. Din tekst står her stadig. Prøv igen om lidt.";

/**
 * Posts a form to one of the editor's JSON endpoints with fetch (not a navigation or a fetcher), so
 * that a lost connection, an ended session or a server error becomes a message next to the
 * owner's unsaved text instead of an error page.
 */
export async function postForm<T extends { ok: boolean }>(
  url: string,
  body: FormData,
  failure: string,
): Promise<T | PostFailure> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, error: failure, detail: OFFLINE };
  }
  // requireOwner sends an anonymous request to the login at /admin.
  if (response.redirected && new URL(response.url).pathname === "/admin") {
    return { ok: false, error: failure, detail: SIGNED_OUT };
  }
  try {
    const result = (await response.json()) as T | PostFailure;
    if (typeof result === "object" && result !== null && "ok" in result) return result;
  } catch {
    // Not JSON (a proxy's error page): reported below.
  }
  return { ok: false, error: failure };
}
