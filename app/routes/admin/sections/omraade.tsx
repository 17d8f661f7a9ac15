import { SectionEditor, type SectionResult, SectionText } from "~/components/admin/sections/section-editor";
import { TextAreaField } from "~/components/ui/field";
import { AREA_INTRO_MAX, AREA_TEXT_MAX, parseOmraadeForm } from "~/schemas/sections/omraade";
import { serviceAreaText } from "~/server/sections/omraade/parse-service-area";
import { saveServiceArea } from "~/server/sections/omraade/save-service-area.server";
import type { Route } from "./+types/omraade";
import { detailSectionAction, loadDetailSection } from "./section-route.server";

export function meta() {
  return [{ title: "Område | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = { enabled: string; area: string; intro: string };

export async function loader({ request }: Route.LoaderArgs) {
  const { settings, shown } = await loadDetailSection(request);
  return {
    values: {
      enabled: settings.areaEnabled ? "on" : "",
      area: serviceAreaText(settings.areaPostcodes),
      intro: shown("areaIntro"),
    } satisfies FormValues,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return detailSectionAction(request, {
    parse: parseOmraadeForm,
    field: "intro",
    text: "areaIntro",
    save: saveServiceArea,
  });
}

export default function OmraadeSettings({ actionData, loaderData }: Route.ComponentProps) {
  const result = actionData as SectionResult<FormValues> | undefined;
  const values = result?.values ?? loaderData.values;
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
      <TextAreaField
        id="area"
        name="area"
        label="Postnumre og byer"
        hint="Adskil med komma, f.eks. 8000, 8200 Aarhus N, Risskov. Et bynavn med flere postnumre skal skrives som postnummer."
        rows={4}
        maxLength={AREA_TEXT_MAX}
        defaultValue={values.area}
        error={result?.fieldErrors.area}
      />
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
