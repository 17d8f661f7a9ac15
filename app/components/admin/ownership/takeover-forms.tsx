import { buttonClass } from "~/components/ui/button";
import type { OwnershipActionResult } from "~/schemas/ownership-status";

const input = "block min-h-11 w-full max-w-sm rounded-lg border border-stone-400 bg-white px-3";
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

type Result =
  | (OwnershipActionResult & { field?: string | undefined; email?: string; sent?: boolean })
  | undefined;

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
  const methodError = result && !result.ok && result.field === "method" ? result.message : null;
  const codeError = result && !result.ok && result.field === "code" ? result.message : null;
  const emailError = result && !result.ok && result.field === "email" ? result.message : null;
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
          <button
            type="submit"
            name="intent"
            value="send-email"
            disabled={!view.email}
            className={buttonClass("secondary")}
          >
            Send kode til {view.email ?? "e-mail"}
          </button>
          {view.smsEnabled ? (
            <button
              type="submit"
              name="intent"
              value="send-sms"
              disabled={!view.mobile}
              className={buttonClass("secondary")}
            >
              Send kode på SMS til {view.mobile ?? "mobil"}
            </button>
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
      {result?.sent ? (
        <form method="post" className="space-y-3">
          <input type="hidden" name="cvr" value={cvr} />
          <div>
            <label htmlFor="overtag-kode" className="mb-1 block font-medium text-stone-900">
              Koden vi sendte
            </label>
            <input
              id="overtag-kode"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "overtag-kode-fejl" : undefined}
              className={input}
            />
            {codeError ? (
              <p id="overtag-kode-fejl" className="mt-1 text-red-700">
                {codeError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="overtag-email" className="mb-1 block font-medium text-stone-900">
              Den e-mail, I vil logge ind med
            </label>
            <input
              id="overtag-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result.email ?? ""}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "overtag-email-fejl" : undefined}
              className={input}
            />
            {emailError ? (
              <p id="overtag-email-fejl" className="mt-1 text-red-700">
                {emailError}
              </p>
            ) : null}
          </div>
          <button type="submit" name="intent" value="confirm" className={buttonClass("primary")}>
            Overtag CVR-nummeret
          </button>
        </form>
      ) : null}
    </div>
  );
}
