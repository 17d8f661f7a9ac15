import { data, redirect } from "react-router";
import { OwnershipMethods } from "~/components/admin/ownership/ownership-methods";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import type { OwnershipActionResult } from "~/schemas/ownership-status";
import { requireOwner } from "~/server/auth/require-owner.server";
import { requestInfoContext } from "~/server/context";
import { domainFailure } from "~/server/domain-failure.server";
import { isAppError } from "~/server/errors";
import { confirmOwnershipCode } from "~/server/ownership/confirm-ownership-code.server";
import { loadOwnershipStatus } from "~/server/ownership/load-ownership-status.server";
import { sendOwnershipCode } from "~/server/ownership/send-ownership-code.server";
import { startOwnershipOidc } from "~/server/ownership/start-ownership-oidc.server";
import type { Route } from "./+types/ownership";

export function meta() {
  return [{ title: "Ejerskab | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

/** What /mitid/retur reports back in the address (never a code or a token). */
function mitidNotice(url: URL): OwnershipActionResult | null {
  const outcome = url.searchParams.get("mitid");
  if (outcome === "fejl") return { ok: false, message: OWNERSHIP_MESSAGES.oidcFailed };
  if (outcome === "forkert-cvr") {
    const cvr = (url.searchParams.get("cvr") ?? "").replace(/\D/g, "").slice(0, 8) || "ukendt";
    return { ok: false, message: OWNERSHIP_MESSAGES.oidcWrongCvr.replace("{cvr}", cvr) };
  }
  return null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  return { status: await loadOwnershipStatus(company), notice: mitidNotice(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { company, userId } = await requireOwner(request);
  const owner = { companyId: company.id, userId };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "send-email" || intent === "send-sms") {
      const method = intent === "send-email" ? "email" : "sms";
      const to = await sendOwnershipCode(owner, method);
      return data<OwnershipActionResult>({
        ok: true,
        message: `Vi har sendt en kode til ${to}. Skriv den herunder.`,
      });
    }
    if (intent === "confirm") {
      await confirmOwnershipCode(owner, String(form.get("code") ?? ""));
      return redirect("/admin/ejerskab?bekraeftet=1", 303);
    }
    if (intent === "mitid") {
      const info = context.get(requestInfoContext);
      // Back to the admin on the host the owner is signed in on (sessions are host-only).
      const next = await startOwnershipOidc(owner, `${info.protocol}://${info.host}/admin/ejerskab`);
      return redirect(next, 303);
    }
    return data<OwnershipActionResult>({ ok: false, message: "Ukendt handling" }, { status: 400 });
  } catch (error) {
    const failure = domainFailure(error, "ownership action failed", OWNERSHIP_MESSAGES.sendFailed, {
      intent,
    });
    const field = isAppError(error) && error.field === "code" ? "code" : "method";
    return data<OwnershipActionResult>(
      { ok: false, message: failure.message, field },
      { status: failure.status },
    );
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
