import { redirect } from "react-router";
import { z } from "zod";
import { OwnershipMethods } from "~/components/admin/ownership/ownership-methods";
import { parseForm } from "~/lib/parse-form";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { requireOwner } from "~/server/auth/require-owner.server";
import { requestInfoContext } from "~/server/context";
import { confirmOwnershipCode } from "~/server/ownership/confirm-ownership-code.server";
import { loadOwnershipStatus } from "~/server/ownership/load-ownership-status.server";
import { sendOwnershipCode } from "~/server/ownership/send-ownership-code.server";
import { startOwnershipOidc } from "~/server/ownership/start-ownership-oidc.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/ownership";

export function meta() {
  return [{ title: "Ejerskab | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

/** What /mitid/retur reports back in the address (never a code or a token). */
function mitidNotice(url: URL) {
  const outcome = url.searchParams.get("mitid");
  const failed = (message: string) => ({ ok: false, message, fieldErrors: {} });
  if (outcome === "fejl") return failed(OWNERSHIP_MESSAGES.oidcFailed);
  if (outcome === "forkert-cvr") {
    const cvr = (url.searchParams.get("cvr") ?? "").replace(/\D/g, "").slice(0, 8) || "ukendt";
    return failed(OWNERSHIP_MESSAGES.oidcWrongCvr.replace("{cvr}", cvr));
  }
  return null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  return { status: await loadOwnershipStatus(company), notice: mitidNotice(new URL(request.url)) };
}

const OWNERSHIP_FORM = z.object({ intent: z.string(), code: z.string() });

export async function action({ request, context }: Route.ActionArgs) {
  const { company, userId } = await requireOwner(request);
  const owner = { companyId: company.id, userId };
  const parsed = parseForm(await request.formData(), OWNERSHIP_FORM);
  const { intent, code } = parsed.ok ? parsed.data : { intent: "", code: "" };
  try {
    if (intent === "send-email" || intent === "send-sms") {
      const to = await sendOwnershipCode(owner, intent === "send-email" ? "email" : "sms");
      return actionDone({ message: `Vi har sendt en kode til ${to}. Skriv den herunder.` });
    }
    if (intent === "confirm") {
      await confirmOwnershipCode(owner, code);
      return redirect("/admin/ejerskab?bekraeftet=1", 303);
    }
    if (intent === "mitid") {
      const info = context.get(requestInfoContext);
      // Back to the admin on the host the owner is signed in on (sessions are host-only).
      const next = await startOwnershipOidc(owner, `${info.protocol}://${info.host}/admin/ejerskab`);
      return redirect(next, 303);
    }
    return actionInvalid({ fieldErrors: {}, message: "Ukendt handling" });
  } catch (error) {
    return actionFailed(error, {
      log: "ownership action failed",
      fallback: OWNERSHIP_MESSAGES.sendFailed,
      fields: { intent, companyId: company.id },
    });
  }
}

export default function Ownership({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-stone-900">Ejerskab</h1>
        <p className="max-w-2xl text-stone-700">
          Vi viser kun hjemmesider i Google, når ejeren har bekræftet, at CVR-nummeret er deres. Så kan ingen
          andre udgive en side i virksomhedens navn.
        </p>
      </div>
      <OwnershipMethods status={loaderData.status} result={actionData ?? loaderData.notice ?? undefined} />
    </div>
  );
}
