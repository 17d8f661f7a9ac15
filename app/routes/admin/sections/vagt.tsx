import { AddOneAtATime, blocksInUse, EditorPart } from "~/components/admin/sections/add-one-at-a-time";
import {
  errorProps,
  FieldError,
  fieldId,
  inputClass,
  labelClass,
  SectionEditor,
  type SectionResult,
  SectionText,
  SectionToggle,
} from "~/components/admin/sections/section-editor";
import { Field } from "~/components/ui/field";
import { ON_CALL_NOTE_MAX, rowsFromSchedule } from "~/schemas/sections/on-call-schedule";
import { HOLIDAY_NOTE_MAX, HOLIDAY_ROWS, ON_CALL_TEXT_MAX, parseVagtForm } from "~/schemas/sections/vagt";
import { WEEKDAYS } from "~/schemas/site-content";
import { saveVagt } from "~/server/sections/vagt/save-vagt.server";
import type { Route } from "./+types/vagt";
import { detailSectionAction, loadDetailSection } from "./section-route.server";

export function meta() {
  return [{ title: "Vagt og ferielukning | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const ROWS = Array.from({ length: HOLIDAY_ROWS }, (_, i) => i);
const DAY_FIELDS = WEEKDAYS.flatMap((_, i) => [
  `onCallDays.${i}.on`,
  `onCallDays.${i}.from`,
  `onCallDays.${i}.to`,
]);
const ORDER = [
  "onCallPhone",
  "onCallText",
  "onCallMode",
  ...DAY_FIELDS,
  "onCallNote",
  ...ROWS.flatMap((i) => [`holidays.${i}.from`, `holidays.${i}.to`, `holidays.${i}.note`]),
];

export async function loader({ request }: Route.LoaderArgs) {
  const { settings, shown } = await loadDetailSection(request);
  const schedule = settings.onCallSchedule;
  const values: Record<string, string> = {
    onCallEnabled: settings.onCallEnabled ? "on" : "",
    onCallPhone: settings.onCallPhone,
    onCallText: shown("onCallText"),
    // Nothing chosen yet (a new section): the owner picks; a migrated note alone means "days".
    onCallMode: schedule.always ? "always" : schedule.days.length > 0 || schedule.note ? "days" : "",
    onCallNote: schedule.note,
  };
  rowsFromSchedule(schedule).forEach((row, i) => {
    values[`onCallDays.${i}.on`] = row.on ? "on" : "";
    values[`onCallDays.${i}.from`] = row.from;
    values[`onCallDays.${i}.to`] = row.to;
  });
  settings.holidays.forEach((period, i) => {
    values[`holidays.${i}.from`] = period.from;
    values[`holidays.${i}.to`] = period.to;
    values[`holidays.${i}.note`] = period.note;
  });
  return { values };
}

export async function action({ request }: Route.ActionArgs) {
  return detailSectionAction(request, {
    parse: parseVagtForm,
    field: "onCallText",
    text: "onCallText",
    save: saveVagt,
  });
}

/** The day rows' "Fra"/"Til" labels, a size smaller so a day fits one row. */
const timeLabel = `${labelClass} text-sm`;

export default function VagtSettings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SectionResult<Record<string, string>> | undefined;
  const values = result?.values ?? loaderData.values;
  const value = (name: string) => values[name] ?? "";
  const error = (name: string) => result?.fieldErrors[name];
  const field = (name: string) => ({
    id: fieldId(name),
    name,
    defaultValue: value(name),
    error: error(name),
  });
  const modeError = error("onCallMode");
  const holidayUsed = (i: number) =>
    ["from", "to", "note"].some((part) => value(`holidays.${i}.${part}`) || error(`holidays.${i}.${part}`));
  const closuresInUse = blocksInUse(ROWS.length, holidayUsed);
  return (
    <SectionEditor
      title="Vagt og ferielukning"
      result={result}
      order={ORDER}
      intro={
        <p>
          Har du vagt eller tager akutte opgaver, får forsiden et tydeligt vagtkort med sit eget nummer og
          tiderne, hvor vagten kan ringes op. En ferielukning vises på hjemmesiden 30 dage før, erstatter
          åbningstiderne mens den varer, og forsvinder af sig selv bagefter.
        </p>
      }
    >
      <EditorPart title="Vagt / akut" open>
        <SectionToggle
          name="onCallEnabled"
          label="Vis vagtkortet på forsiden"
          defaultChecked={value("onCallEnabled") === "on"}
        />
        <Field label="Vagttelefon" type="tel" autoComplete="off" inputMode="tel" {...field("onCallPhone")} />
        <SectionText
          name="onCallText"
          label="Tekst over vagtnummeret"
          defaultValue={value("onCallText")}
          maxLength={ON_CALL_TEXT_MAX}
          error={error("onCallText")}
          rows={2}
        />
        <fieldset className="space-y-3" {...errorProps("onCallMode", modeError)}>
          <legend className="font-medium text-stone-900">Hvornår kan vagten ringes op?</legend>
          {(
            [
              ["always", "Døgnvagt hele året"],
              ["days", "Bestemte dage og tider"],
            ] as const
          ).map(([mode, label], i) => (
            <label key={mode} className="flex min-h-11 items-center gap-3 text-stone-900">
              <input
                type="radio"
                name="onCallMode"
                value={mode}
                id={i === 0 ? "onCallMode" : undefined}
                defaultChecked={value("onCallMode") === mode}
                className="size-5 shrink-0"
              />
              {label}
            </label>
          ))}
          <FieldError id="onCallMode" error={modeError} />
          <p id="vagt-dage-hint" className="text-sm text-stone-600">
            Gælder “Bestemte dage og tider”. Slutter vagten efter midnat, så skriv bare sluttiden, f.eks.
            16:00 til 07:00. Samme tid i begge felter betyder et helt døgn.
          </p>
          <ul className="space-y-2" aria-describedby="vagt-dage-hint">
            {WEEKDAYS.map((day, i) => {
              const on = `onCallDays.${i}.on`;
              const from = `onCallDays.${i}.from`;
              const to = `onCallDays.${i}.to`;
              return (
                <li
                  key={day}
                  className="grid grid-cols-2 items-start gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[9rem_1fr_1fr]"
                >
                  <div className="col-span-2 sm:col-span-1">
                    <label className="flex min-h-11 items-center gap-3 font-medium text-stone-900">
                      <input
                        id={fieldId(on)}
                        type="checkbox"
                        name={on}
                        defaultChecked={value(on) === "on"}
                        className="size-5"
                        {...errorProps(fieldId(on), error(on))}
                      />
                      {day}
                    </label>
                    <FieldError id={fieldId(on)} error={error(on)} />
                  </div>
                  {[
                    [from, "Fra"],
                    [to, "Til"],
                  ].map(([name, label]) => (
                    <div key={name} className="min-w-0">
                      <label htmlFor={fieldId(name!)} className={timeLabel}>
                        {label} <span className="sr-only">({day})</span>
                      </label>
                      <input
                        id={fieldId(name!)}
                        name={name}
                        type="time"
                        defaultValue={value(name!)}
                        className={inputClass}
                        {...errorProps(fieldId(name!), error(name!))}
                      />
                      <FieldError id={fieldId(name!)} error={error(name!)} />
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <Field
          label="Bemærkning (valgfri)"
          hint="F.eks. Kun akutte skader. Vises under tiderne."
          maxLength={ON_CALL_NOTE_MAX}
          {...field("onCallNote")}
        />
      </EditorPart>
      <EditorPart title="Ferielukning" open={closuresInUse > 0}>
        <p className="text-sm text-stone-600">Begge dage er med. En tom lukning bruges ikke.</p>
        <AddOneAtATime
          max={ROWS.length}
          inUse={closuresInUse}
          addLabel="Tilføj ferielukning"
          block={(i) => (
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
          )}
        />
      </EditorPart>
    </SectionEditor>
  );
}
