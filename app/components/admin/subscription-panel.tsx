import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PANEL_CARD, Panel } from "~/components/ui/panel";
import type { SubscriptionView } from "~/schemas/subscription";

type Props = {
  view: SubscriptionView;
  price: { withVat: string; withoutVat: string };
  hasCustomer: boolean;
  returned: boolean;
};

/** A form that posts an intent to the subscription action as a full page load (Stripe's pages are elsewhere). */
function IntentButton({
  intent,
  children,
  variant = "primary",
}: {
  intent: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  return (
    <Form method="post" action="/admin/subscription" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass(variant)}>
        {children}
      </button>
    </Form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-stone-200 border-b py-2 last:border-b-0">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

export function SubscriptionPanel({ view, price, hasCustomer, returned }: Props) {
  const plan = (
    <dl className="mt-3" data-testid="plan">
      <Row label="Plan">Håndværkernet hjemmeside, ubegrænset antal sider</Row>
      <Row label="Pris">
        {price.withVat}/md. inkl. moms ({price.withoutVat} ekskl. moms)
      </Row>
    </dl>
  );

  if (view.state === "not_configured") {
    return (
      <Panel id="status-heading" title="Betaling er ikke sat op på denne server" className={PANEL_CARD}>
        <p className="mt-2 text-stone-800">Din hjemmeside kører videre som den er. Intet bliver lukket.</p>
        {plan}
      </Panel>
    );
  }

  if (view.state === "trial" || view.state === "expired") {
    const expired = view.state === "expired";
    return (
      <Panel
        id="status-heading"
        title={expired ? "Din gratis prøveperiode er slut" : "Gratis prøveperiode"}
        className={PANEL_CARD}
        data-testid="trial-status"
      >
        <div className="mt-2 space-y-2 text-stone-800">
          {view.state === "trial" ? (
            <p>
              Der er <strong>{view.daysLeft === 1 ? "1 dag" : `${view.daysLeft} dage`}</strong> tilbage af din
              gratis prøveperiode. Den slutter den {view.trialEnd}. Tilmelder du dig nu, betaler du først, når
              prøveperioden er slut.
            </p>
          ) : view.paused ? (
            <p>
              <strong>Din hjemmeside er sat på pause.</strong> Besøgende ser kun dit telefonnummer og din
              e-mail. Tilmeld dig abonnementet, så er hjemmesiden online igen med det samme. Intet er slettet.
            </p>
          ) : (
            <p>
              <strong>Din hjemmeside er stadig online til og med den {view.pausesAt}.</strong> Derefter sættes
              den på pause, indtil du tilmelder dig. Intet bliver slettet.
            </p>
          )}
          {returned ? (
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
              Tak! Vi registrerer din betaling. Det tager normalt kun et øjeblik – genindlæs siden om lidt.
            </p>
          ) : null}
        </div>
        {plan}
        <div className="mt-4 flex flex-wrap gap-2">
          <IntentButton intent="checkout">Tilmeld abonnement</IntentButton>
          {hasCustomer ? (
            <IntentButton intent="portal" variant="secondary">
              Se fakturaer
            </IntentButton>
          ) : null}
        </div>
        <p className="mt-3 text-sm text-stone-700">
          Du betaler sikkert med kort eller MobilePay hos vores betalingsudbyder Stripe. Ingen binding.
        </p>
      </Panel>
    );
  }

  const status = view.cancelAtPeriodEnd
    ? `Opsagt – ophører den ${view.periodEnd ?? ""}`
    : view.state === "past_due"
      ? "Betalingen mislykkedes"
      : view.inFreePeriod
        ? "Aktivt – gratis til prøveperioden slutter"
        : "Aktivt";
  return (
    <Panel
      id="status-heading"
      title="Dit abonnement"
      className={PANEL_CARD}
      data-testid="subscription-status"
    >
      {view.state === "past_due" ? (
        <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-stone-900">
          Vi kunne ikke trække betalingen. Din hjemmeside er stadig online, og vi prøver igen automatisk.
          Opdatér dit betalingskort under »Fakturaer og betalingskort«.
        </p>
      ) : null}
      {plan}
      <dl className="mt-1">
        <Row label="Status">{status}</Row>
        <Row label="Næste betaling">
          {view.nextPayment ? `${view.nextPayment.amount} den ${view.nextPayment.date}` : "Ingen"}
        </Row>
        <Row label="Betalingsmetode">{view.paymentMethod ?? "Ikke oplyst"}</Row>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <IntentButton intent="portal">Fakturaer og betalingskort</IntentButton>
        {view.cancelAtPeriodEnd ? (
          <IntentButton intent="resume" variant="secondary">
            Genoptag abonnement
          </IntentButton>
        ) : (
          <IntentButton intent="cancel" variant="secondary">
            Opsig abonnement
          </IntentButton>
        )}
      </div>
      <p className="mt-3 text-sm text-stone-700">
        {view.cancelAtPeriodEnd
          ? "Din hjemmeside er online perioden ud. Genoptager du, fortsætter alt som før."
          : "Opsiger du, kører abonnementet perioden ud, og du betaler ikke mere. Kvitteringer sendes fra Stripe."}
      </p>
    </Panel>
  );
}
