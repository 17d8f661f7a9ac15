import { domainToUnicode } from "node:url";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { SubscriptionPanel } from "~/components/admin/subscription-panel";
import { env } from "~/config/env.server";
import { BillingUnavailableError } from "~/integrations/billing/types";
import { parseForm } from "~/lib/parse-form";
import { requireOwner } from "~/server/auth/require-owner.server";
import { billingNow } from "~/server/billing/clock";
import { loadBilling } from "~/server/billing/load-billing.server";
import { openBillingPortal } from "~/server/billing/open-billing-portal.server";
import { setCancelAtPeriodEnd } from "~/server/billing/set-cancel-at-period-end.server";
import { startCheckout } from "~/server/billing/start-checkout.server";
import { planPrice, subscriptionView } from "~/server/billing/subscription-view";
import { AppError } from "~/server/errors";
import { trialDaysLeft } from "~/server/trial/trial-days-left";
import { actionFailed, actionInvalid } from "../action-result.server";
import type { Route } from "./+types/subscription";

export function meta() {
  return [{ title: "Abonnement | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const { status, subscription } = await loadBilling(company);
  const [user = "", host = ""] = env().SUPPORT_EMAIL.split("@");
  return {
    view: subscriptionView(status, {
      daysLeft: trialDaysLeft(company.trialEndDate, billingNow()),
      periodEnd: subscription?.currentPeriodEnd ?? null,
    }),
    price: planPrice(),
    hasCustomer: subscription !== null,
    returned: new URL(request.url).searchParams.get("betaling") === "gennemfoert",
    supportEmail: `${user}@${domainToUnicode(host) || host}`,
    supportEmailHref: `mailto:${env().SUPPORT_EMAIL}`,
  };
}

const INTENT = z.object({ intent: z.enum(["checkout", "portal", "cancel", "resume"]) });
const FAILED = "Betalingssiden kunne ikke åbnes lige nu. Prøv igen om lidt – intet er ændret.";

/**
 * checkout / portal / cancel / resume, always for the signed-in owner's own company. Checkout and
 * portal answer with a redirect to Stripe's hosted pages (the forms post without client routing).
 */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), INTENT);
  if (!parsed.ok) return actionInvalid({ fieldErrors: {}, message: "Ukendt handling." });
  const { intent } = parsed.data;
  const here = `${env().publicUrl}/admin/subscription`;
  try {
    if (intent === "checkout") {
      const url = await startCheckout(company, { success: `${here}?betaling=gennemfoert`, cancel: here });
      return redirect(url ?? "/admin/subscription");
    }
    if (intent === "portal") {
      const url = await openBillingPortal(company.id, here);
      return redirect(url ?? "/admin/subscription");
    }
    await setCancelAtPeriodEnd(company.id, intent === "cancel");
    return redirect("/admin/subscription");
  } catch (error) {
    // Stripe away or not set up: the owner's clear message, nothing changed, never a 500 page.
    const refused = error instanceof BillingUnavailableError ? new AppError("UNAVAILABLE", FAILED) : error;
    return actionFailed(refused, { log: "billing action failed", fallback: FAILED, fields: { intent } });
  }
}

/** The real state of the company's subscription, read from our copy of Stripe's objects. */
export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">Abonnement</h1>
      {actionData?.message ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {actionData.message}
        </p>
      ) : null}
      <SubscriptionPanel
        view={loaderData.view}
        price={loaderData.price}
        hasCustomer={loaderData.hasCustomer}
        returned={loaderData.returned}
      />
      <aside aria-labelledby="help-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="help-heading" className="font-semibold text-lg text-stone-900">
          Brug for hjælp?
        </h2>
        <p className="mt-2 text-stone-800">
          Har du spørgsmål til dit abonnement? Skriv til{" "}
          <a className="font-semibold text-brand-700 underline" href={loaderData.supportEmailHref}>
            {loaderData.supportEmail}
          </a>
          , så hjælper vi dig.
        </p>
        <p className="mt-2 text-stone-800">
          Se også{" "}
          <Link className="font-semibold text-brand-700 underline" to="/hvad-er-med-i-prisen" reloadDocument>
            hvad du får med i prisen
          </Link>
          .
        </p>
      </aside>
    </div>
  );
}
