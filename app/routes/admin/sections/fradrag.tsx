import { SectionEditor, type SectionResult, SectionText } from "~/components/admin/sections/section-editor";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { TRADE_LABELS } from "~/lib/trade";
import { FRADRAG_INTRO_MAX, parseFradragForm } from "~/schemas/sections/fradrag";
import { fradragForTrade } from "~/server/sections/fradrag/fradrag-for-trade";
import { saveFradrag } from "~/server/sections/fradrag/save-fradrag.server";
import { sectionsNow } from "~/server/sections/vagt/clock";
import type { Route } from "./+types/fradrag";
import { detailSectionAction, loadDetailSection } from "./section-route.server";

export function meta() {
  return [{ title: "Håndværkerfradrag | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = { enabled: string; intro: string };

export async function loader({ request }: Route.LoaderArgs) {
  const { trade, settings, shown } = await loadDetailSection(request);
  const fradrag = fradragForTrade(trade, Number(copenhagenDay(sectionsNow()).slice(0, 4)));
  return {
    values: {
      enabled: settings.fradragEnabled ? "on" : "",
      intro: shown("fradragIntro"),
    } satisfies FormValues,
    tradeLabel: TRADE_LABELS[trade],
    fradrag: fradrag ? { label: fradrag.label, year: fradrag.year, maxAmount: fradrag.maxAmount } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return detailSectionAction(request, {
    parse: parseFradragForm,
    field: "intro",
    text: "fradragIntro",
    save: saveFradrag,
  });
}

export default function FradragSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { fradrag, tradeLabel } = loaderData;
  const result = actionData as SectionResult<FormValues> | undefined;
  const values = result?.values ?? loaderData.values;
  return (
    <SectionEditor
      title="Håndværkerfradrag"
      result={result}
      order={["enabled", "intro"]}
      toggle={{
        name: "enabled",
        label: "Vis afsnittet om håndværkerfradrag på forsiden",
        checked: values.enabled === "on",
      }}
      intro={
        fradrag ? (
          <p>
            Din branche ({tradeLabel}) giver kunderne ret til {fradrag.label.toLowerCase()}: op til{" "}
            {fradrag.maxAmount.toLocaleString("da-DK")} kr. pr. person i {fradrag.year}. Slår du afsnittet
            til, forklarer forsiden hvilket arbejde der giver fradrag, at kun arbejdslønnen tæller, og hvordan
            kunden får det, med et link til skat.dk. Beløbet følger året af sig selv.
          </p>
        ) : (
          <p>
            Din branche ({tradeLabel}) giver ikke kunderne ret til håndværker- eller servicefradrag, så
            afsnittet vises ikke på din hjemmeside, heller ikke hvis du slår det til.
          </p>
        )
      }
    >
      {fradrag ? (
        <SectionText
          name="intro"
          label="Første linje i afsnittet"
          defaultValue={values.intro}
          maxLength={FRADRAG_INTRO_MAX}
          error={result?.fieldErrors.intro}
        />
      ) : null}
    </SectionEditor>
  );
}
