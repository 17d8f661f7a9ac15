import {
  FieldError,
  SectionEditor,
  type SectionResult,
  SectionText,
} from "~/components/admin/sections/section-editor";
import { Checkbox, Field } from "~/components/ui/field";
import {
  AUTHORISATION_AREAS,
  AUTHORISATION_LABELS,
  type AutorisationData,
  autorisationFormSchema,
  defaultAutorisation,
  INTRO_MAX,
  MEMBERSHIP_LABELS,
  MEMBERSHIPS,
} from "~/schemas/sections/autorisation";
import { readAutorisationForm } from "~/schemas/sections/read-autorisation-form";
import { saveAutorisation } from "~/server/sections/autorisation/save-autorisation.server";
import type { Route } from "./+types/autorisation";
import { loadTrustSectionForm, sectionOwner, trustSectionAction } from "./section-route.server";

export function meta() {
  return [{ title: "Autorisation og garanti | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const STATUS_TEXT = {
  verified: "Verificeret i Sikkerhedsstyrelsens register",
  withdrawn:
    "Står ikke længere i Sikkerhedsstyrelsens register (inddraget eller ophørt): vises som ikke verificeret",
  "not-found": "Ikke fundet i Sikkerhedsstyrelsens register for jeres CVR-nummer: vises som ikke verificeret",
  unchecked: "Registret kunne ikke læses lige nu: vises som ikke verificeret, til vi har tjekket det",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await sectionOwner(request);
  return {
    section: await loadTrustSectionForm(owner, "autorisation", defaultAutorisation),
    cvr: owner.company.cvr,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return trustSectionAction(
    request,
    "autorisation",
    { schema: autorisationFormSchema, read: readAutorisationForm },
    // The register's answer per number is stored beside it (and shown here after the save).
    async ({ company }, value) => {
      await saveAutorisation(company, value);
    },
  );
}

export default function AutorisationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SectionResult<Partial<AutorisationData>> | undefined;
  const section: AutorisationData = { ...loaderData.section, ...(result?.values ?? {}) };
  const errors = result?.fieldErrors ?? {};
  return (
    <SectionEditor
      title="Autorisation og garanti"
      intro={
        <p>
          Skriv jeres autorisationsnummer. Vi slår det op i Sikkerhedsstyrelsens register under CVR-nummer{" "}
          {loaderData.cvr}. Kun et nummer, som registret viser som gyldigt, kaldes “Verificeret” på siden.
          Medlemskaber vises som jeres egne oplysninger.
        </p>
      }
      toggle={{
        name: "enabled",
        label: "Vis “Autorisation og garanti” på forsiden",
        checked: section.enabled,
      }}
      result={result}
    >
      <SectionText
        name="intro"
        label="Tekst over autorisationerne"
        defaultValue={section.intro}
        maxLength={INTRO_MAX}
        error={errors.intro}
      />
      <fieldset className="grid gap-4">
        <legend className="font-semibold text-stone-900">Autorisationer</legend>
        <p className="text-sm text-stone-700">Lad feltet stå tomt, hvis I ikke har autorisationen.</p>
        {AUTHORISATION_AREAS.map((area) => {
          const id = `numbers-${area}`;
          const check = result?.ok || !result ? section.checks?.[area] : undefined;
          return (
            <div key={area}>
              <Field
                id={id}
                name={id}
                label={`${AUTHORISATION_LABELS[area]}: autorisationsnummer`}
                defaultValue={section.numbers[area]}
                inputMode="text"
                autoComplete="off"
                error={errors[id]}
              />
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
          <Checkbox
            key={id}
            name="memberships"
            value={id}
            defaultChecked={section.memberships.includes(id)}
            label={MEMBERSHIP_LABELS[id]}
          />
        ))}
        <FieldError id="memberships" error={errors.memberships ?? errors["memberships-0"]} />
      </fieldset>
    </SectionEditor>
  );
}
