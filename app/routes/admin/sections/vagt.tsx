import { data } from "react-router";
import {
  fieldId,
  type SectionActionResult,
  SectionForm,
  SectionToggle,
} from "~/components/admin/sections/details-form";
import { Field } from "~/components/ui/field";
import { HOLIDAY_NOTE_MAX, HOLIDAY_ROWS, ON_CALL_HOURS_MAX, parseVagtForm } from "~/schemas/sections/vagt";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import { saveVagt } from "~/server/sections/vagt/save-vagt.server";
import type { Route } from "./+types/vagt";

export function meta() {
  return [{ title: "Vagt og ferielukning | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const ROWS = Array.from({ length: HOLIDAY_ROWS }, (_, i) => i);
const ORDER = [
  "onCallPhone",
  "onCallHours",
  ...ROWS.flatMap((i) => [`holidays.${i}.from`, `holidays.${i}.to`, `holidays.${i}.note`]),
];

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const settings = await loadSectionSettings(company.id);
  const values: Record<string, string> = {
    onCallEnabled: settings.onCallEnabled ? "on" : "",
    onCallPhone: settings.onCallPhone,
    onCallHours: settings.onCallHours,
  };
  settings.holidays.forEach((period, i) => {
    values[`holidays.${i}.from`] = period.from;
    values[`holidays.${i}.to`] = period.to;
    values[`holidays.${i}.note`] = period.note;
  });
  return { values };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const values = Object.fromEntries(
    ["onCallEnabled", ...ORDER].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const parsed = parseVagtForm(form);
  const at = Date.now();
  if (!parsed.success) {
    return data<SectionActionResult>(
      { ok: false, at, message: "Kunne ikke gemme ændringer", fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    await saveVagt(company.id, parsed.data);
    return data<SectionActionResult>({ ok: true, at, message: "Ændringerne er gemt" });
  } catch (error) {
    const message = isAppError(error) ? error.message : "Kunne ikke gemme ændringer";
    return data<SectionActionResult>({ ok: false, at, message, fieldErrors: {}, values }, { status: 503 });
  }
}

export default function VagtSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const value = (name: string) => (failed ? failed.values[name] : loaderData.values[name]) ?? "";
  const error = (name: string) => failed?.fieldErrors[name];
  const field = (name: string) => ({
    id: fieldId(name),
    name,
    defaultValue: value(name),
    error: error(name),
  });
  return (
    <SectionForm
      title="Vagt og ferielukning"
      result={actionData}
      order={ORDER}
      intro={
        <p>
          Har du vagt eller tager akutte opgaver, får forsiden et tydeligt vagtkort med sit eget nummer. En
          ferielukning vises på hjemmesiden 30 dage før, erstatter åbningstiderne mens den varer, og
          forsvinder af sig selv bagefter.
        </p>
      }
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-lg text-stone-900">Vagt / akut</legend>
        <SectionToggle
          name="onCallEnabled"
          label="Vis vagtkortet på forsiden"
          defaultChecked={value("onCallEnabled") === "on"}
        />
        <Field label="Vagttelefon" type="tel" autoComplete="off" inputMode="tel" {...field("onCallPhone")} />
        <Field
          label="Hvornår kan vagten ringes op?"
          hint="F.eks. Hele døgnet, alle dage eller Hverdage 16–22 og weekend"
          maxLength={ON_CALL_HOURS_MAX}
          {...field("onCallHours")}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-lg text-stone-900">Ferielukning</legend>
        <p className="text-sm text-stone-600">
          Lad en række stå tom, hvis du ikke bruger den. Begge dage er med.
        </p>
        {ROWS.map((i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-3">
            <Field label={`Lukket fra (${i + 1})`} type="date" {...field(`holidays.${i}.from`)} />
            <Field label={`Til og med (${i + 1})`} type="date" {...field(`holidays.${i}.to`)} />
            <Field
              label={`Note (${i + 1})`}
              hint="F.eks. Juleferie"
              maxLength={HOLIDAY_NOTE_MAX}
              {...field(`holidays.${i}.note`)}
            />
          </div>
        ))}
      </fieldset>
    </SectionForm>
  );
}
