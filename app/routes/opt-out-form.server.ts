import { data } from "react-router";
import { z } from "zod";
import { parseForm } from "~/lib/parse-form";

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
export async function readOptOutPost(request: Request) {
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

/** An opt-out page's link whose token is not (or no longer) valid: the page says so. */
export function invalidLinkPage(message: string, status: 400 | 404) {
  return data({ ok: false as const, message }, { status });
}
