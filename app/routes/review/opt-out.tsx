import { redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { RouteHandle } from "~/root";
import { findReviewRequest, optOutOfReviews } from "~/server/reviews/opt-out-reviews.server";
import { REVIEW_OPT_OUT_PATH, readReviewOptOutToken } from "~/server/reviews/review-keys.server";
import { actionDone, actionInvalid } from "../action-result.server";
import { InvalidLink } from "../invalid-link";
import { invalidLinkPage, readOptOutPost } from "../opt-out-form.server";
import type { Route } from "./+types/opt-out";

// A plain page and a plain form: it works from any mail client, without logging in or JavaScript.
export const handle: RouteHandle = { hydrate: false };

/** The page carries a personal token: never kept by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ title: "Mails om anmeldelser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const INVALID = "Linket virker ikke. Kopiér hele linket fra mailen.";

/**
 * The opt-out link of a review request mail (issue 26, /anmeldelse/afmeld?token=…). Opening it only
 * asks: mail scanners and link previews open links in mails, and a GET that opted out would do so for
 * customers who never asked (mail programs use the one-click POST below). `afmeldt=1` after the button.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const id = readReviewOptOutToken(token);
  if (!id) return invalidLinkPage(INVALID, 400);
  const found = await findReviewRequest(id);
  if (!found) return invalidLinkPage(INVALID, 404);
  return {
    ok: true as const,
    token,
    companyName: found.companyName,
    done: url.searchParams.get("afmeldt") === "1",
  };
}

/**
 * The page's button, and RFC 8058's one-click unsubscribe (a POST of "List-Unsubscribe=One-Click" to
 * the URL in the mail's List-Unsubscribe header, with no cookie and no Origin). The signed token is the
 * only authority (no session), so server/app.ts exempts this path from the same-origin check.
 */
export async function action({ request }: Route.ActionArgs) {
  const { oneClick, token } = await readOptOutPost(request);
  const refuse = (status: number) => actionInvalid({ fieldErrors: {}, message: INVALID, status });
  const id = readReviewOptOutToken(token);
  if (!id) return refuse(400);
  if ((await optOutOfReviews(id)) === null) return refuse(404);
  if (oneClick) return actionDone();
  throw redirect(`${REVIEW_OPT_OUT_PATH}?${new URLSearchParams({ token, afmeldt: "1" })}`, 303);
}

export default function ReviewOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const error =
    (actionData && !actionData.ok ? actionData.message : null) ?? (loaderData.ok ? null : loaderData.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {error || !loaderData.ok ? (
        <InvalidLink message={error} />
      ) : loaderData.done ? (
        <>
          <h1 className="font-bold text-2xl text-stone-900">Du er afmeldt</h1>
          <p className="mt-4 text-stone-800">
            Du får ikke flere mails om anmeldelser fra {loaderData.companyName}.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-bold text-2xl text-stone-900">Vil du undgå flere mails om anmeldelser?</h1>
          <p className="mt-4 text-stone-800">
            Tryk på knappen, så sender {loaderData.companyName} dig ikke flere anmodninger om anmeldelser.
          </p>
          <form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className={buttonClass("primary")}>
              Afmeld mails om anmeldelser
            </button>
          </form>
        </>
      )}
    </div>
  );
}
