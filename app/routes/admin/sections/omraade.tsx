import { data } from "react-router";
import {
  fieldId,
  type SectionActionResult,
  SectionForm,
  SectionToggle,
} from "~/components/admin/sections/details-form";
import { AREA_TEXT_MAX, parseOmraadeForm } from "~/schemas/sections/omraade";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import { serviceAreaText } from "~/server/sections/omraade/parse-service-area";
import { saveServiceArea } from "~/server/sections/omraade/save-service-area.server";
import type { Route } from "./+types/omraade";

export function meta() {
  return [{ title: "Område | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const settings = await loadSectionSettings(company.id);
  return { enabled: settings.areaEnabled, area: serviceAreaText(settings.areaPostcodes) };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const values = { area: String(form.get("area") ?? ""), enabled: form.get("enabled") === "on" ? "on" : "" };
  const parsed = parseOmraadeForm(form);
  const at = Date.now();
  if (!parsed.success) {
    return data<SectionActionResult>(
      { ok: false, at, message: "Kunne ikke gemme ændringer", fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    await saveServiceArea(company.id, parsed.data);
    return data<SectionActionResult>({ ok: true, at, message: "Ændringerne er gemt" });
  } catch (error) {
    if (isAppError(error) && error.field) {
      return data<SectionActionResult>(
        {
          ok: false,
          at,
          message: "Kunne ikke gemme ændringer",
          fieldErrors: { [error.field]: error.message },
          values,
        },
        { status: 400 },
      );
    }
    const message = isAppError(error) ? error.message : "Kunne ikke gemme ændringer";
    return data<SectionActionResult>({ ok: false, at, message, fieldErrors: {}, values }, { status: 503 });
  }
}

export default function OmraadeSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const error = failed?.fieldErrors.area;
  return (
    <SectionForm
      title="Område"
      result={actionData}
      order={["area"]}
      intro={
        <p>
          Skriv de postnumre eller byer, du kører ud til. Forsiden viser dem som en liste, og Google får dem
          som dit serviceområde.
        </p>
      }
    >
      <SectionToggle
        name="enabled"
        label="Vis området på forsiden"
        defaultChecked={failed ? failed.values.enabled === "on" : loaderData.enabled}
      />
      <div>
        <label htmlFor={fieldId("area")} className="mb-1 block font-medium text-stone-900">
          Postnumre og byer
        </label>
        <p id={`${fieldId("area")}-hint`} className="mb-2 text-sm text-stone-600">
          Adskil med komma, f.eks. 8000, 8200 Aarhus N, Risskov. Et bynavn med flere postnumre skal skrives
          som postnummer.
        </p>
        <textarea
          id={fieldId("area")}
          name="area"
          rows={4}
          maxLength={AREA_TEXT_MAX}
          defaultValue={failed ? failed.values.area : loaderData.area}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId("area")}-hint${error ? ` ${fieldId("area")}-error` : ""}`}
          className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
        />
        {error ? (
          <p id={`${fieldId("area")}-error`} className="mt-1 font-medium text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </SectionForm>
  );
}
