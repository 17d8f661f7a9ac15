import { useState } from "react";
import { AddOneAtATime, blocksInUse } from "~/components/admin/sections/add-one-at-a-time";
import {
  FieldError,
  inputClass,
  SectionEditor,
  type SectionResult,
  SectionText,
} from "~/components/admin/sections/section-editor";
import { Checkbox, Field, FieldFrame } from "~/components/ui/field";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import {
  defaultPriser,
  formatKroner,
  MAX_PRICE_ROWS,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  type PriserData,
  parseAmount,
  priserFormSchema,
  withVat,
} from "~/schemas/sections/priser";
import { readPriserForm } from "~/schemas/sections/read-priser-form";
import { saveTrustSection } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/priser";
import { loadTrustSectionForm, sectionOwner, trustSectionAction } from "./section-route.server";

export function meta() {
  return [{ title: "Priser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = ReturnType<typeof readPriserForm>;
type FormRow = FormValues["rows"][number];

/** Stored rows back into form rows: always the amount incl. moms. */
function toFormRows(section: PriserData): FormRow[] {
  return section.rows.map((row) => ({
    service: row.service,
    price: row.priceIncl === null ? "" : String(row.priceIncl).replace(".", ","),
    vat: "inkl",
    unit: row.unit,
    from: row.from,
  }));
}

export async function loader({ request }: Route.LoaderArgs) {
  const section = await loadTrustSectionForm(await sectionOwner(request), "priser", defaultPriser);
  return {
    section: {
      enabled: section.enabled,
      intro: section.intro,
      rows: toFormRows(section),
      noPriceText: section.noPriceText,
    } satisfies FormValues,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return trustSectionAction(
    request,
    "priser",
    { schema: priserFormSchema, read: readPriserForm },
    async ({ company }, value) => {
      await saveTrustSection(company.id, "priser", value);
      const converted = value.rows.filter((row) => row.convertedFromExcl).length;
      return converted
        ? {
            message: `${SAVED_MESSAGE}. ${converted === 1 ? "Én pris er omregnet" : `${converted} priser er omregnet`} til inkl. moms.`,
          }
        : undefined;
    },
  );
}

/** One price row; typing a price "ekskl. moms" shows the amount incl. moms at once (that is what is saved). */
function PriceRowFields({
  i,
  row,
  errors,
}: {
  i: number;
  row: FormRow | undefined;
  errors: Record<string, string>;
}) {
  const [price, setPrice] = useState(row?.price ?? "");
  const [vat, setVat] = useState(row?.vat ?? "inkl");
  const amount = parseAmount(price);
  const id = (part: string) => `rows-${i}-${part}`;
  const frame = (part: string) => ({ id: id(part), error: errors[id(part)] });
  const field = (part: string) => ({ ...frame(part), name: id(part) });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-900">Pris {i + 1}</legend>
      <Field
        className="sm:col-span-2"
        label="Ydelse"
        defaultValue={row?.service ?? ""}
        {...field("service")}
      />
      <Field
        label="Pris i kr."
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        hint={
          <span aria-live="polite">
            {vat === "ekskl" && amount !== null
              ? `Vises som ${formatKroner(withVat(amount))} inkl. moms`
              : "Tom: prisen beregnes efter medgået tid"}
          </span>
        }
        {...field("price")}
      />
      <FieldFrame
        label="Moms"
        id={id("vat")}
        control={(aria) => (
          <select
            {...aria}
            name={id("vat")}
            value={vat}
            onChange={(event) => setVat(event.target.value)}
            className={inputClass}
          >
            <option value="inkl">Prisen er inkl. moms</option>
            <option value="ekskl">Prisen er ekskl. moms (omregnes)</option>
          </select>
        )}
      />
      <FieldFrame
        label="Enhed"
        {...frame("unit")}
        control={(aria) => (
          <select {...aria} name={id("unit")} defaultValue={row?.unit ?? "time"} className={inputClass}>
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {PRICE_UNIT_LABELS[unit]}
              </option>
            ))}
          </select>
        )}
      />
      <div className="flex items-end">
        <Checkbox
          name={id("from")}
          defaultChecked={row?.from ?? false}
          label="“Fra”-pris (den laveste pris)"
        />
      </div>
    </fieldset>
  );
}

export default function PriserEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SectionResult<FormValues> | undefined;
  const section = result?.values ?? loaderData.section;
  const errors = result?.fieldErrors ?? {};
  const rowsInUse = blocksInUse(
    MAX_PRICE_ROWS,
    (i) => i < section.rows.length || Object.keys(errors).some((name) => name.startsWith(`rows-${i}-`)),
  );
  return (
    <SectionEditor
      title="Priser"
      intro={
        <p>
          Priser til private skal vises inkl. moms. Skriver I en pris ekskl. moms, regner vi den om og viser
          kun prisen inkl. moms på siden. Lad prisen stå tom for ydelser uden fast pris: så viser vi teksten
          om, hvordan prisen beregnes.
        </p>
      }
      toggle={{ name: "enabled", label: "Vis “Priser” på forsiden", checked: section.enabled }}
      result={result}
    >
      <SectionText
        name="intro"
        label="Tekst over prislisten"
        defaultValue={section.intro}
        maxLength={600}
        error={errors.intro}
      />
      <FieldError id="rows" error={errors.rows} />
      <AddOneAtATime
        max={MAX_PRICE_ROWS}
        inUse={rowsInUse}
        addLabel="Tilføj pris"
        block={(i) => (
          // Keyed by the row's price too: the saved (converted) price replaces what was typed even
          // when the answer arrives before the reloaded rows.
          <PriceRowFields
            key={`${i}:${section.rows[i]?.price ?? ""}:${section.rows[i]?.vat ?? ""}`}
            i={i}
            row={section.rows[i]}
            errors={errors}
          />
        )}
      />
      <SectionText
        name="noPriceText"
        label="Sådan beregnes prisen, når den ikke kan gives på forhånd"
        defaultValue={section.noPriceText}
        maxLength={600}
        rows={4}
        error={errors.noPriceText}
      />
    </SectionEditor>
  );
}
