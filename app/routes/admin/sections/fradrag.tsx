import { data } from "react-router";
import {
  type SectionActionResult,
  SectionForm,
  SectionToggle,
} from "~/components/admin/sections/details-form";
import { siteTrade } from "~/components/site/site-meta";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { TRADE_LABELS } from "~/lib/trade";
import { parseFradragForm } from "~/schemas/sections/fradrag";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { fradragForTrade } from "~/server/sections/fradrag/fradrag-for-trade";
import { saveFradrag } from "~/server/sections/fradrag/save-fradrag.server";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import { sectionsNow } from "~/server/sections/vagt/clock";
import type { Route } from "./+types/fradrag";

export function meta() {
  return [{ title: "Håndværkerfradrag | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const settings = await loadSectionSettings(company.id);
  const trade = siteTrade(company);
  const fradrag = fradragForTrade(trade, Number(copenhagenDay(sectionsNow()).slice(0, 4)));
  return {
    enabled: settings.fradragEnabled,
    tradeLabel: TRADE_LABELS[trade],
    fradrag: fradrag ? { label: fradrag.label, year: fradrag.year, maxAmount: fradrag.maxAmount } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const parsed = parseFradragForm(form);
  const at = Date.now();
  if (!parsed.success) {
    return data<SectionActionResult>(
      { ok: false, at, message: "Kunne ikke gemme ændringer", fieldErrors: parsed.fieldErrors, values: {} },
      { status: 400 },
    );
  }
  try {
    await saveFradrag(company.id, parsed.data);
    return data<SectionActionResult>({ ok: true, at, message: "Ændringerne er gemt" });
  } catch (error) {
    const message = isAppError(error) ? error.message : "Kunne ikke gemme ændringer";
    return data<SectionActionResult>(
      { ok: false, at, message, fieldErrors: {}, values: {} },
      { status: 503 },
    );
  }
}

export default function FradragSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { fradrag, tradeLabel } = loaderData;
  return (
    <SectionForm
      title="Håndværkerfradrag"
      result={actionData}
      order={["enabled"]}
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
      <SectionToggle
        name="enabled"
        label="Vis afsnittet om håndværkerfradrag på forsiden"
        defaultChecked={loaderData.enabled}
      />
    </SectionForm>
  );
}
