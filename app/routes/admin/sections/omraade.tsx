import {
  errorProps,
  FieldError,
  fieldId,
  inputClass,
  labelClass,
  SectionEditor,
  type SectionResult,
  SectionText,
} from "~/components/admin/sections/section-editor";
import { SECTION_TEXT_DEFAULTS } from "~/content/section-texts";
import { shownText, textToStore } from "~/content/section-texts/own-text";
import { AREA_INTRO_MAX, AREA_TEXT_MAX, parseOmraadeForm } from "~/schemas/sections/omraade";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import { serviceAreaText } from "~/server/sections/omraade/parse-service-area";
import { saveServiceArea } from "~/server/sections/omraade/save-service-area.server";
import type { Route } from "./+types/omraade";
import { SECTION_MESSAGES, sectionAction, sectionOwner } from "./section-route.server";

export function meta() {
  return [{ title: "Område | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = { enabled: string; area: string; intro: string };

export async function loader({ request }: Route.LoaderArgs) {
  const { company, trade } = await sectionOwner(request);
  const settings = await loadSectionSettings(company.id);
  return {
    values: {
      enabled: settings.areaEnabled ? "on" : "",
      area: serviceAreaText(settings.areaPostcodes),
      intro: shownText(settings.texts.areaIntro, SECTION_TEXT_DEFAULTS.details.areaIntro(trade)),
    } satisfies FormValues,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return sectionAction(request, {
    parse: parseOmraadeForm,
    save: async ({ company, trade }, value) => {
      await saveServiceArea(company.id, {
        ...value,
        intro: textToStore(value.intro, SECTION_TEXT_DEFAULTS.details.areaIntro(trade)),
      });
    },
    messages: SECTION_MESSAGES.details,
  });
}

export default function OmraadeSettings({ actionData, loaderData }: Route.ComponentProps) {
  const result = actionData as SectionResult<FormValues> | undefined;
  const values = result?.values ?? loaderData.values;
  const error = result?.fieldErrors.area;
  const id = fieldId("area");
  return (
    <SectionEditor
      title="Område"
      result={result}
      order={["area", "intro"]}
      toggle={{ name: "enabled", label: "Vis området på forsiden", checked: values.enabled === "on" }}
      intro={
        <p>
          Skriv de postnumre eller byer, du kører ud til. Forsiden viser dem som en liste, og Google får dem
          som dit serviceområde.
        </p>
      }
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          Postnumre og byer
        </label>
        <p id={`${id}-hint`} className="mb-2 text-sm text-stone-600">
          Adskil med komma, f.eks. 8000, 8200 Aarhus N, Risskov. Et bynavn med flere postnumre skal skrives
          som postnummer.
        </p>
        <textarea
          id={id}
          name="area"
          rows={4}
          maxLength={AREA_TEXT_MAX}
          defaultValue={values.area}
          className={inputClass}
          {...errorProps(id, error, true)}
        />
        <FieldError id={id} error={error} />
      </div>
      <SectionText
        name="intro"
        label="Tekst over listen"
        defaultValue={values.intro}
        maxLength={AREA_INTRO_MAX}
        error={result?.fieldErrors.intro}
      />
    </SectionEditor>
  );
}
