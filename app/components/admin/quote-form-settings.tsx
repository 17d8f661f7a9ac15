import { useFetcher } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { Button } from "~/components/ui/button";
import { QUOTE_RETENTION_MONTHS } from "~/schemas/quote-request";
import { SAVE_LABEL, SAVING_LABEL } from "~/schemas/save-wording";

export const QUOTE_SETTINGS_INTENT = "quote-settings";

export type QuoteSettingsValues = { enabled: boolean; retentionMonths: number; monthlyReport: boolean };
export type QuoteSettingsResult = { intent: typeof QUOTE_SETTINGS_INTENT; ok: boolean; message: string };

/**
 * The "Forespørgsler" tab of /admin/settings: "Vis tilbudsformular", how long requests are kept, and
 * the monthly report mail. Its own form (posts intent=quote-settings to the settings action), so it
 * works without JavaScript and never mixes with the other tabs' save.
 */
export function QuoteFormSettings({
  values,
  result,
}: {
  values: QuoteSettingsValues;
  /** The answer of a save without JavaScript (the page's actionData). */
  result: QuoteSettingsResult | undefined;
}) {
  const fetcher = useFetcher<QuoteSettingsResult>({ key: "settings-quote" });
  const answer = fetcher.data ?? result;
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-6">
      <input type="hidden" name="intent" value={QUOTE_SETTINGS_INTENT} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold text-lg text-stone-900">Formularen “Få et tilbud”</legend>
        <Checkbox id="quote-form-enabled" name="quoteFormEnabled" checked={values.enabled}>
          Vis tilbudsformular
        </Checkbox>
        <div>
          <label htmlFor="retention-months" className="mb-1 block font-medium text-stone-900">
            Slet forespørgsler automatisk efter
          </label>
          <select
            id="retention-months"
            name="retentionMonths"
            defaultValue={String(values.retentionMonths)}
            className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
          >
            {QUOTE_RETENTION_MONTHS.map((months) => (
              <option key={months} value={months}>
                {months} måneder
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-stone-700">Regnet fra den seneste ændring af forespørgslen.</p>
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-lg text-stone-900">Månedlig rapport</legend>
        <Checkbox id="monthly-report" name="monthlyReport" checked={values.monthlyReport}>
          Send mig en månedlig rapport på mail
        </Checkbox>
        <p className="text-sm text-stone-700">
          Den 1. i hver måned: besøg, forespørgsler og de mest besøgte sider sammenlignet med måneden før.
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? SAVING_LABEL : SAVE_LABEL}
        </Button>
        {saving ? null : <FormResult result={answer} />}
      </div>
    </fetcher.Form>
  );
}

function Checkbox({
  id,
  name,
  checked,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  children: string;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={id} className="font-medium text-stone-900">
        {children}
      </label>
    </div>
  );
}
