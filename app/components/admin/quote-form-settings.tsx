import { QUOTE_RETENTION_MONTHS } from "~/schemas/quote-request";

export const QUOTE_SETTINGS_INTENT = "quote-settings";

export type QuoteSettingsValues = { enabled: boolean; retentionMonths: number; monthlyReport: boolean };

/**
 * The "Forespørgsler" tab of /admin/settings: "Vis tilbudsformular", how long requests are kept, and
 * the monthly report mail. Fields only: they sit in the settings form and are saved with its one
 * "Gem" (issue 23: one save model). The settings action still answers a lone intent=quote-settings
 * post, as older open tabs may send one.
 */
export function QuoteFormSettings({ values }: { values: QuoteSettingsValues }) {
  return (
    <div className="grid gap-6">
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
    </div>
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
