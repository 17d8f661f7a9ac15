import { useState } from "react";
import { data } from "react-router";
import {
  errorProps,
  FieldError,
  inputClass,
  labelClass,
  type SectionActionData,
  SectionForm,
} from "~/components/admin/sections/section-form";
import { parseSection } from "~/schemas/sections/form-values";
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
import { requireOwner } from "~/server/auth/require-owner.server";
import { readPriserForm } from "~/server/sections/priser/read-priser-form";
import { loadTrustSection, saveTrustSection } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/priser";

export function meta() {
  return [{ title: "Priser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormRow = ReturnType<typeof readPriserForm>["rows"][number];

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
  const { company } = await requireOwner(request);
  const stored = (await loadTrustSection(company.id, "priser")) as PriserData | null;
  const section = stored ?? defaultPriser();
  return { enabled: section.enabled, rows: toFormRows(section), noPriceText: section.noPriceText };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const input = readPriserForm(await request.formData());
  const parsed = parseSection(priserFormSchema, input);
  if (!parsed.ok) {
    return data(
      { ok: false, message: "Sektionen er ikke gemt. Ret fejlene.", errors: parsed.errors, values: input },
      { status: 400 },
    );
  }
  await saveTrustSection(company.id, "priser", parsed.value);
  const converted = parsed.value.rows.filter((row) => row.convertedFromExcl).length;
  return {
    ok: true,
    message: converted
      ? `Sektionen er gemt. ${converted === 1 ? "Én pris" : `${converted} priser`} er omregnet til inkl. moms.`
      : "Sektionen er gemt",
    errors: {},
    values: {
      enabled: parsed.value.enabled,
      rows: toFormRows(parsed.value),
      noPriceText: parsed.value.noPriceText,
    },
  };
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
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-900">Pris {i + 1}</legend>
      <div className="sm:col-span-2">
        <label htmlFor={id("service")} className={labelClass}>
          Ydelse
        </label>
        <input
          id={id("service")}
          name={id("service")}
          defaultValue={row?.service ?? ""}
          className={inputClass}
          {...errorProps(id("service"), errors[id("service")])}
        />
        <FieldError id={id("service")} error={errors[id("service")]} />
      </div>
      <div>
        <label htmlFor={id("price")} className={labelClass}>
          Pris i kr.
        </label>
        <input
          id={id("price")}
          name={id("price")}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          className={inputClass}
          {...errorProps(id("price"), errors[id("price")])}
          aria-describedby={[`${id("price")}-hint`, errors[id("price")] ? `${id("price")}-error` : ""]
            .join(" ")
            .trim()}
        />
        <p id={`${id("price")}-hint`} className="mt-1 text-sm text-stone-700" aria-live="polite">
          {vat === "ekskl" && amount !== null
            ? `Vises som ${formatKroner(withVat(amount))} inkl. moms`
            : "Tom: prisen beregnes efter medgået tid"}
        </p>
        <FieldError id={id("price")} error={errors[id("price")]} />
      </div>
      <div>
        <label htmlFor={id("vat")} className={labelClass}>
          Moms
        </label>
        <select
          id={id("vat")}
          name={id("vat")}
          value={vat}
          onChange={(event) => setVat(event.target.value)}
          className={inputClass}
        >
          <option value="inkl">Prisen er inkl. moms</option>
          <option value="ekskl">Prisen er ekskl. moms (omregnes)</option>
        </select>
      </div>
      <div>
        <label htmlFor={id("unit")} className={labelClass}>
          Enhed
        </label>
        <select
          id={id("unit")}
          name={id("unit")}
          defaultValue={row?.unit ?? "time"}
          className={inputClass}
          {...errorProps(id("unit"), errors[id("unit")])}
        >
          {PRICE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {PRICE_UNIT_LABELS[unit]}
            </option>
          ))}
        </select>
        <FieldError id={id("unit")} error={errors[id("unit")]} />
      </div>
      <label className="flex min-h-11 items-center gap-3 self-end text-stone-900">
        <input type="checkbox" name={id("from")} defaultChecked={row?.from ?? false} className="size-5" />
        “Fra”-pris (den laveste pris)
      </label>
    </fieldset>
  );
}

export default function PriserEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as (SectionActionData & { values: typeof loaderData }) | undefined;
  const section = result?.values ?? loaderData;
  const errors = result?.errors ?? {};
  const visibleRows = Math.min(MAX_PRICE_ROWS, Math.max(4, section.rows.length + 2));
  return (
    <SectionForm
      key={JSON.stringify(result ?? null)}
      title="Priser"
      intro={
        <p>
          Priser til private skal vises inkl. moms. Skriver I en pris ekskl. moms, regner vi den om og viser
          kun prisen inkl. moms på siden. Lad prisen stå tom for ydelser uden fast pris: så viser vi teksten
          om, hvordan prisen beregnes.
        </p>
      }
      enabled={section.enabled}
      enabledLabel="Vis “Priser” på forsiden"
      result={result}
    >
      <FieldError id="rows" error={errors.rows} />
      {Array.from({ length: visibleRows }, (_, i) => (
        <PriceRowFields key={i} i={i} row={section.rows[i]} errors={errors} />
      ))}
      <div>
        <label htmlFor="noPriceText" className={labelClass}>
          Sådan beregnes prisen, når den ikke kan gives på forhånd
        </label>
        <textarea
          id="noPriceText"
          name="noPriceText"
          rows={4}
          defaultValue={section.noPriceText}
          className={inputClass}
          {...errorProps("noPriceText", errors.noPriceText)}
        />
        <FieldError id="noPriceText" error={errors.noPriceText} />
      </div>
    </SectionForm>
  );
}
