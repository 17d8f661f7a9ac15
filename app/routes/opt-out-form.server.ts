import { data, redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { actionDone, actionInvalid } from "./action-result.server";

/** An opt-out page carries a personal token (and the choice made): never kept by a cache. */
export function optOutHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/** The page's button (token, and intent where it has two), or RFC 8058's one-click post. */
const OPT_OUT_FORM = z.object({
  "List-Unsubscribe": z.string().optional(),
  token: z.string(),
  intent: z.string(),
});

/**
 * An opt-out link's POST (the review and monthly report mails): the page's button carries the signed
 * token in the form; a mail program's one-click post ("List-Unsubscribe=One-Click") has it in the URL.
 */
async function readOptOutPost(request: Request) {
  const posted = parseForm(await request.formData(), OPT_OUT_FORM);
  const {
    "List-Unsubscribe": oneClick,
    token,
    intent,
  } = posted.ok ? posted.data : { "List-Unsubscribe": undefined, token: "", intent: "" };
  if (oneClick === "One-Click")
    return { oneClick: true, token: new URL(request.url).searchParams.get("token") ?? "", intent: "" };
  return { oneClick: false, token, intent };
}

/** How one opt-out link works: its signed token, what the token names, and the page's text for a bad link. */
type OptOutLink<Found> = {
  readToken: (token: string) => string | null;
  find: (id: string) => Promise<Found | null>;
  invalid: string;
};

/**
 * An opt-out page's GET: the token from the URL and what it names; else the page saying the link is
 * not (or no longer) valid. Opening the link only shows the state and a button: mail scanners and link
 * previews open links in mails, and a GET that opted out would do so for people who never asked.
 */
export async function readOptOutLink<Found>(request: Request, link: OptOutLink<Found>) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const id = link.readToken(token);
  const found = id ? await link.find(id) : null;
  if (found === null)
    return { page: data({ ok: false as const, message: link.invalid }, { status: id ? 404 : 400 }) };
  return { ok: true as const, url, token, found };
}

/**
 * An opt-out page's POST: the page's button, and RFC 8058's one-click unsubscribe (a POST of
 * "List-Unsubscribe=One-Click" to the URL in the mail's List-Unsubscribe header, with neither cookies
 * nor Origin). The signed token is the only authority either way (no session is involved), so
 * server/app.ts exempts these paths from the same-origin check. `apply` answers null when what the
 * token names is gone; after the button the page is shown anew at `pageAfter`.
 */
export async function answerOptOutPost(
  request: Request,
  link: Omit<OptOutLink<unknown>, "find"> & {
    apply: (id: string, post: { oneClick: boolean; intent: string }) => Promise<unknown>;
    pageAfter: (token: string, intent: string) => string;
  },
) {
  const post = await readOptOutPost(request);
  const refuse = (status: number) => actionInvalid({ fieldErrors: {}, message: link.invalid, status });
  const id = link.readToken(post.token);
  if (!id) return refuse(400);
  if ((await link.apply(id, post)) === null) return refuse(404);
  if (post.oneClick) return actionDone();
  throw redirect(link.pageAfter(post.token, post.intent), 303);
}
