import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import { CodeField, SendCodeButton } from "./code-field";

const LINK = "font-semibold text-brand-700 underline underline-offset-2";

type View =
  | { kind: "none" }
  | { kind: "verified"; name: string }
  | {
      kind: "open";
      name: string;
      email: string | null;
      mobile: string | null;
      smsEnabled: boolean;
      registerError: string | null;
    }
  | null;

/** The forms' answer; `data.sent`: a code is out, so the code form shows. */
type Result = ActionResult<Record<string, string>, { sent: boolean } | undefined> | undefined;

/** Issue 27's take-over page: plain POST forms (no JavaScript), every answer in Danish next to its field. */
export function TakeoverForms({
  cvr,
  done,
  view,
  result,
}: {
  cvr: string;
  done: boolean;
  view: View;
  result: Result;
}) {
  if (done)
    return (
      <div role="status" className="space-y-3 text-stone-800">
        <p className="font-semibold text-green-800">CVR {cvr} er nu jeres.</p>
        <p>
          Den hjemmeside, en anden konto havde lavet, er taget offline. Vi har sendt en e-mail til den
          adresse, I opgav. Opret jeres egen hjemmeside med den adresse, så er den bekræftet fra start.
        </p>
        <a className={buttonClass("primary")} href="/onboarding">
          Opret hjemmeside
        </a>
      </div>
    );
  if (!view || view.kind === "none")
    return (
      <p className="text-stone-800">
        Vi har ingen hjemmeside for CVR {cvr || "(intet nummer)"}. Du kan{" "}
        <a className={LINK} href="/onboarding">
          oprette en hjemmeside
        </a>
        .
      </p>
    );
  if (view.kind === "verified")
    return (
      <p className="text-stone-800">
        Ejeren af CVR {cvr} ({view.name}) har allerede bekræftet siden. Er det ikke jer, så{" "}
        <a className={LINK} href={`/kontakt?cvr=${cvr}`}>
          skriv til os
        </a>
        , så hjælper vi.
      </p>
    );
  const errors = result?.fieldErrors ?? {};
  const methodError = result && !result.ok && !errors.code && !errors.email ? result.message : null;
  return (
    <div className="space-y-6 text-stone-800">
      <p>
        En anden konto har lavet en hjemmeside for <strong>{view.name}</strong> (CVR {cvr}). Er virksomheden
        jeres, kan I overtage CVR-nummeret: vi sender en kode til virksomhedens kontaktoplysninger i
        CVR-registeret. Den anden side tages så offline.
      </p>
      {view.registerError ? <p className="text-red-700">{view.registerError}</p> : null}
      <form method="post" className="space-y-3">
        <input type="hidden" name="cvr" value={cvr} />
        <div className="flex flex-wrap gap-2">
          <SendCodeButton method="email" disabled={!view.email}>
            {`Send kode til ${view.email ?? "e-mail"}`}
          </SendCodeButton>
          {view.smsEnabled ? (
            <SendCodeButton method="sms" disabled={!view.mobile}>
              {`Send kode på SMS til ${view.mobile ?? "mobil"}`}
            </SendCodeButton>
          ) : null}
        </div>
        {!view.email && !view.mobile ? (
          <p>
            CVR-registeret har hverken e-mail eller mobilnummer for virksomheden.{" "}
            <a className={LINK} href={`/kontakt?cvr=${cvr}`}>
              Skriv til os
            </a>
            .
          </p>
        ) : null}
        {methodError ? <p className="text-red-700">{methodError}</p> : null}
        {result?.ok ? (
          <p role="status" className="text-green-800">
            {result.message}
          </p>
        ) : null}
      </form>
      {result?.data?.sent ? (
        <form method="post" className="space-y-3">
          <input type="hidden" name="cvr" value={cvr} />
          <CodeField id="overtag-kode" label="Koden vi sendte" error={errors.code} />
          <Field
            id="overtag-email"
            label="Den e-mail, I vil logge ind med"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={result.values?.email ?? ""}
            className="max-w-sm"
            error={errors.email}
          />
          <button type="submit" name="intent" value="confirm" className={buttonClass("primary")}>
            Overtag CVR-nummeret
          </button>
        </form>
      ) : null}
    </div>
  );
}
