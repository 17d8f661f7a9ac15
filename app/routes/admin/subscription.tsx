import { domainToUnicode } from "node:url";
import { Link } from "react-router";
import { env } from "~/config/env.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { trialDaysLeft } from "~/server/trial/trial-days-left";
import type { Route } from "./+types/subscription";

export function meta() {
  return [{ title: "Abonnement | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const DATE = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "numeric",
  month: "long",
  year: "numeric",
});

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const [user = "", host = ""] = env().SUPPORT_EMAIL.split("@");
  return {
    planType: company.planType,
    planStatus: company.planStatus,
    daysLeft: trialDaysLeft(company.trialEndDate),
    // Formatted on the server, so the page reads the same before and after hydration.
    trialEnd: DATE.format(company.trialEndDate),
    supportEmail: `${user}@${domainToUnicode(host) || host}`,
    supportEmailHref: `mailto:${env().SUPPORT_EMAIL}`,
  };
}

/** SPEC §2 Subscription: a heading and a help box, no plans; plus where the free trial stands. */
export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { planType, daysLeft, trialEnd } = loaderData;
  const onTrial = planType === "Free";
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">Abonnement</h1>

      <section aria-labelledby="trial-heading" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="trial-heading" className="font-semibold text-lg text-stone-900">
          {onTrial ? "Gratis prøveperiode" : "Dit abonnement"}
        </h2>
        {onTrial ? (
          <div className="mt-2 space-y-2 text-stone-800" data-testid="trial-status">
            {daysLeft > 0 ? (
              <p>
                Der er <strong>{daysLeft === 1 ? "1 dag" : `${daysLeft} dage`}</strong> tilbage af din gratis
                prøveperiode. Den slutter den {trialEnd}.
              </p>
            ) : (
              <p>
                Din gratis prøveperiode sluttede den {trialEnd}. Kontakt os, så din hjemmeside kan fortsætte.
              </p>
            )}
            <p>
              Efter prøveperioden koster din hjemmeside 249 kr. om måneden. Ubegrænset antal sider, og ingen
              binding.
            </p>
          </div>
        ) : (
          <p className="mt-2 text-stone-800">
            Du har et aktivt abonnement til 249 kr. om måneden med ubegrænset antal sider. Tak fordi du bruger
            Håndværkernet.
          </p>
        )}
      </section>

      <aside aria-labelledby="help-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="help-heading" className="font-semibold text-lg text-stone-900">
          Brug for hjælp?
        </h2>
        <p className="mt-2 text-stone-800">
          Har du spørgsmål til dit abonnement, eller vil du fortsætte efter prøveperioden? Skriv til{" "}
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
