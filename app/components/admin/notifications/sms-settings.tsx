import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import { SMS_ESCALATE_MINUTES } from "~/schemas/push-subscription";

export type SmsSettingsProps = {
  phone: string | null;
  pendingPhone: string | null;
  mode: "off" | "always" | "escalate";
  escalateMinutes: number;
  retrying: number;
  failed: number;
  lastError: string | null;
};
/** The settings action's answer to an SMS form (intent "sms"). */
type SmsResult = ActionResult;

/**
 * The message for one field of a refused SMS form: the one the answer names, and a refusal that
 * names no field (the text could not be sent) stands at the number.
 */
function errorOf(result: SmsResult | undefined, field: string): string | undefined {
  if (!result || result.ok) return undefined;
  if (Object.keys(result.fieldErrors).length === 0) return field === "phone" ? result.message : undefined;
  return result.fieldErrors[field];
}

const input = "block min-h-11 w-full max-w-xs rounded-lg border border-stone-400 bg-white px-3";

function FieldError({ id, result, field }: { id: string; result: SmsResult | undefined; field: string }) {
  const message = errorOf(result, field);
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-red-700">
      {message}
    </p>
  );
}

/**
 * SMS alerts (plain POST forms, no JavaScript needed): confirm a mobile number with a texted code, then
 * choose when to be texted. The number gets nothing but the code until the code came back.
 */
export function SmsSettings({
  settings,
  result,
}: {
  settings: SmsSettingsProps;
  result: SmsResult | undefined;
}) {
  return (
    <div className="grid gap-5">
      {settings.phone ? (
        <p className="text-stone-900">
          Bekræftet mobilnummer: <strong>{settings.phone}</strong>
        </p>
      ) : null}
      <Form method="post" className="grid gap-2">
        <Field
          id="sms-phone"
          label={settings.phone ? "Skift mobilnummer" : "Dit mobilnummer"}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={errorOf(result, "phone") ? (result?.values?.phone ?? "") : ""}
          error={errorOf(result, "phone")}
          className="max-w-xs"
        />
        <div>
          <button type="submit" name="intent" value="sms-code" className={buttonClass("secondary")}>
            Send kode
          </button>
        </div>
      </Form>
      {settings.pendingPhone ? (
        <Form method="post" className="grid gap-2">
          <Field
            id="sms-code"
            label={`Koden fra SMS'en til ${settings.pendingPhone}`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errorOf(result, "code")}
            className="max-w-xs"
          />
          <div>
            <button type="submit" name="intent" value="sms-confirm" className={buttonClass("primary")}>
              Bekræft nummer
            </button>
          </div>
        </Form>
      ) : null}
      {settings.phone ? (
        <Form method="post" className="grid gap-3">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-stone-900">Hvornår vil du have en SMS?</legend>
            {(
              [
                ["off", "Aldrig"],
                ["always", "Ved hver ny forespørgsel"],
                ["escalate", "Kun hvis en forespørgsel ikke er åbnet i tide (se nedenfor)"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  defaultChecked={settings.mode === value}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor="sms-minutes" className="mb-1 block font-medium text-stone-900">
              Ikke åbnet efter (minutter i åbningstiden)
            </label>
            <select
              id="sms-minutes"
              name="minutes"
              defaultValue={String(settings.escalateMinutes)}
              className={input}
            >
              {SMS_ESCALATE_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutter
                </option>
              ))}
            </select>
          </div>
          <FieldError id="sms-mode-fejl" result={result} field="mode" />
          <div>
            <button type="submit" name="intent" value="sms-mode" className={buttonClass("primary")}>
              Gem SMS-valg
            </button>
          </div>
        </Form>
      ) : null}
      {settings.retrying > 0 || settings.failed > 0 ? (
        <p className="text-red-700 text-sm">
          {settings.retrying > 0 ? `${settings.retrying} SMS venter på et nyt forsøg. ` : ""}
          {settings.failed > 0 ? `${settings.failed} SMS kunne ikke sendes. ` : ""}
          {settings.lastError ? `Seneste fejl: ${settings.lastError}.` : ""}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="text-green-800">
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
