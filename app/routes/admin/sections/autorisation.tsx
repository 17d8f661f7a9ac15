import { data } from "react-router";
import {
  errorProps,
  FieldError,
  inputClass,
  labelClass,
  type SectionActionData,
  SectionForm,
} from "~/components/admin/sections/section-form";
import { siteTrade } from "~/components/site/site-meta";
import { TRADE_LABELS } from "~/lib/trade";
import {
  AUTHORISATION_AREAS,
  AUTHORISATION_LABELS,
  type AutorisationData,
  autorisationFormSchema,
  defaultAutorisation,
  MEMBERSHIP_LABELS,
  MEMBERSHIPS,
} from "~/schemas/sections/autorisation";
import { parseSection } from "~/schemas/sections/form-values";
import { requireOwner } from "~/server/auth/require-owner.server";
import { readAutorisationForm } from "~/server/sections/autorisation/read-autorisation-form";
import { saveAutorisation } from "~/server/sections/autorisation/save-autorisation.server";
import { loadTrustSection } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/autorisation";

export function meta() {
  return [{ title: "Autorisation og garanti | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const STATUS_TEXT = {
  verified: "Verificeret i Sikkerhedsstyrelsens register",
  withdrawn: "Registret viser autorisationen som inddraget eller ophørt: vises som ikke verificeret",
  "not-found": "Ikke fundet i Sikkerhedsstyrelsens register for jeres CVR-nummer: vises som ikke verificeret",
  unchecked: "Registret kunne ikke læses lige nu: vises som ikke verificeret, til vi har tjekket det",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const stored = (await loadTrustSection(company.id, "autorisation")) as AutorisationData | null;
  const trade = TRADE_LABELS[siteTrade({ industryDesc: company.industryDesc, name: company.name })];
  return { section: stored ?? defaultAutorisation(trade), cvr: company.cvr };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const input = readAutorisationForm(await request.formData());
  const parsed = parseSection(autorisationFormSchema, input);
  if (!parsed.ok) {
    return data(
      { ok: false, message: "Sektionen er ikke gemt. Ret fejlene.", errors: parsed.errors, values: input },
      { status: 400 },
    );
  }
  const saved = await saveAutorisation(company, parsed.value);
  return { ok: true, message: "Sektionen er gemt", errors: {}, values: saved };
}

export default function AutorisationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as (SectionActionData & { values: AutorisationData }) | undefined;
  const section: AutorisationData = result?.ok
    ? result.values
    : { ...loaderData.section, ...(result?.values ?? {}) };
  const errors = result?.errors ?? {};
  return (
    <SectionForm
      key={JSON.stringify(result ?? null)}
      title="Autorisation og garanti"
      intro={
        <p>
          Skriv jeres autorisationsnummer. Vi slår det op i Sikkerhedsstyrelsens register under CVR-nummer{" "}
          {loaderData.cvr}. Kun et nummer, som registret viser som gyldigt, kaldes “Verificeret” på siden.
          Medlemskaber vises som jeres egne oplysninger.
        </p>
      }
      enabled={section.enabled}
      enabledLabel="Vis “Autorisation og garanti” på forsiden"
      result={result}
    >
      <div>
        <label htmlFor="intro" className={labelClass}>
          Tekst over autorisationerne
        </label>
        <textarea
          id="intro"
          name="intro"
          rows={3}
          defaultValue={section.intro}
          className={inputClass}
          {...errorProps("intro", errors.intro)}
        />
        <FieldError id="intro" error={errors.intro} />
      </div>
      <fieldset className="grid gap-4">
        <legend className="font-semibold text-stone-900">Autorisationer</legend>
        <p className="text-sm text-stone-700">Lad feltet stå tomt, hvis I ikke har autorisationen.</p>
        {AUTHORISATION_AREAS.map((area) => {
          const id = `numbers-${area}`;
          const check = result?.ok || !result ? section.checks?.[area] : undefined;
          return (
            <div key={area}>
              <label htmlFor={id} className={labelClass}>
                {AUTHORISATION_LABELS[area]}: autorisationsnummer
              </label>
              <input
                id={id}
                name={id}
                defaultValue={section.numbers[area]}
                inputMode="text"
                autoComplete="off"
                className={inputClass}
                {...errorProps(id, errors[id])}
              />
              <FieldError id={id} error={errors[id]} />
              {check && section.numbers[area] ? (
                <p
                  className={`mt-1 text-sm ${check.status === "verified" ? "text-green-800" : "text-amber-900"}`}
                  data-check={check.status}
                >
                  {STATUS_TEXT[check.status]}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-stone-900">Medlemskaber og garantiordninger</legend>
        <p className="text-sm text-stone-700">
          Sæt kun kryds, hvis virksomheden er medlem lige nu. Det vises som jeres egne oplysninger.
        </p>
        {MEMBERSHIPS.map((id) => (
          <label key={id} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="checkbox"
              name="memberships"
              value={id}
              defaultChecked={section.memberships.includes(id)}
              className="size-5"
            />
            {MEMBERSHIP_LABELS[id]}
          </label>
        ))}
        <FieldError id="memberships" error={errors.memberships ?? errors["memberships-0"]} />
      </fieldset>
    </SectionForm>
  );
}
