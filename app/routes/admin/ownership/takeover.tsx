import { redirect } from "react-router";
import { z } from "zod";
import { TakeoverForms } from "~/components/admin/ownership/takeover-forms";
import { parseForm } from "~/lib/parse-form";
import type { RouteHandle } from "~/root";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { requestInfoContext } from "~/server/context";
import { AppError } from "~/server/errors";
import { loadTakeover } from "~/server/ownership/load-takeover.server";
import { sendOwnershipCode } from "~/server/ownership/send-ownership-code.server";
import { takeOverCvr } from "~/server/ownership/take-over-cvr.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/takeover";

// "Er det din virksomhed?" (issue 27) on the main host: the register's owner takes over a CVR number
// another account made an unverified site for, with a code to the register's e-mail or mobile number.
// Plain forms, no JavaScript, no session.
export const handle: RouteHandle = { hydrate: false };

export function meta() {
  return [{ title: "Er det din virksomhed? | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const cvr = (params.get("cvr") ?? "").replace(/\D/g, "").slice(0, 8);
  if (params.get("overtaget") === "1") return { cvr, done: true as const, view: null };
  const view = await loadTakeover(cvr);
  // The company id is the server's business only.
  return { cvr, done: false as const, view: view.kind === "open" ? { ...view, companyId: "" } : view };
}

const TAKEOVER_FORM = z.object({
  cvr: z.string().transform((value) => value.replace(/\D/g, "").slice(0, 8)),
  intent: z.string(),
  email: z.string(),
  code: z.string(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), TAKEOVER_FORM);
  const { cvr, intent, email, code } = parsed.ok ? parsed.data : { cvr: "", intent: "", email: "", code: "" };
  try {
    if (!(await hitRateLimit(`takeover:${context.get(requestInfoContext).ip}`, 20, 3600)))
      throw new AppError("RATE_LIMITED", OWNERSHIP_MESSAGES.tooManyCodes, "method");
    if (intent === "send-email" || intent === "send-sms") {
      const view = await loadTakeover(cvr);
      if (view.kind === "none") throw new AppError("NOT_FOUND", OWNERSHIP_MESSAGES.takeoverNotFound);
      if (view.kind === "verified") throw new AppError("CONFLICT", OWNERSHIP_MESSAGES.takeoverVerified);
      const to = await sendOwnershipCode(
        { companyId: view.companyId, userId: null },
        intent === "send-email" ? "email" : "sms",
        "takeover",
      );
      return actionDone({ message: `Vi har sendt en kode til ${to}.`, data: { sent: true } });
    }
    if (intent === "confirm") {
      await takeOverCvr({ cvr, code, email });
      return redirect(`/overtag?cvr=${cvr}&overtaget=1`, 303);
    }
    return actionInvalid({ fieldErrors: {}, message: "Ukendt handling" });
  } catch (error) {
    // A wrong code or e-mail keeps the code form open with the e-mail typed.
    return actionFailed(error, {
      log: "takeover failed",
      fallback: OWNERSHIP_MESSAGES.sendFailed,
      fields: { intent },
      values: parsed.values,
      data: { sent: intent === "confirm" },
    });
  }
}

export default function Takeover({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl text-stone-900">Er det din virksomhed?</h1>
      <TakeoverForms cvr={loaderData.cvr} done={loaderData.done} view={loaderData.view} result={actionData} />
    </main>
  );
}
