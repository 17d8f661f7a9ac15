import { Link } from "react-router";
import { AddOneAtATime, blocksInUse } from "~/components/admin/sections/add-one-at-a-time";
import {
  errorProps,
  FieldError,
  inputClass,
  labelClass,
  SectionEditor,
  type SectionResult,
  SectionText,
} from "~/components/admin/sections/section-editor";
import { withShownTexts, withStoredTexts } from "~/content/section-texts";
import { reviewCheckText } from "~/content/section-texts/anmeldelser";
import { parseForm } from "~/lib/parse-form";
import {
  ANMELDELSER_INTRO_MAX,
  type AnmeldelserData,
  anmeldelserFormSchema,
  defaultAnmeldelser,
  MAX_QUOTES,
  REVIEW_CHECKS,
  REVIEW_SITES,
  type ReviewSite,
} from "~/schemas/sections/anmeldelser";
import { readAnmeldelserForm } from "~/schemas/sections/read-anmeldelser-form";
import { loadTrustSection, saveTrustSection } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/anmeldelser";
import { SECTION_MESSAGES, sectionAction, sectionOwner } from "./section-route.server";

export function meta() {
  return [{ title: "Anmeldelser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = ReturnType<typeof readAnmeldelserForm>;

export async function loader({ request }: Route.LoaderArgs) {
  const { company, trade } = await sectionOwner(request);
  const stored = (await loadTrustSection(company.id, "anmeldelser")) as AnmeldelserData | null;
  return {
    section: withShownTexts("anmeldelser", { ...defaultAnmeldelser(), ...stored }, trade),
    checkTexts: Object.fromEntries(REVIEW_CHECKS.map((check) => [check, reviewCheckText(check, trade)])),
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return sectionAction(request, {
    parse: (form) => parseForm(form, anmeldelserFormSchema, { read: readAnmeldelserForm, separator: "-" }),
    values: readAnmeldelserForm,
    save: ({ company, trade }, value) =>
      saveTrustSection(company.id, "anmeldelser", withStoredTexts("anmeldelser", value, trade)),
    messages: SECTION_MESSAGES.trust,
  });
}

const LINK_LABELS: Record<ReviewSite, string> = {
  google: "Link til jeres anmeldelser på Google",
  trustpilot: "Link til jeres side på Trustpilot",
  anmeldHaandvaerker: "Link til jeres side på Anmeld Håndværker",
};

export default function AnmeldelserEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SectionResult<FormValues> | undefined;
  const section = (result?.values ?? loaderData.section) as FormValues;
  const errors = result?.fieldErrors ?? {};
  const slots = Array.from({ length: MAX_QUOTES }, (_, i) => section.quotes[i]);
  const quotesInUse = blocksInUse(
    MAX_QUOTES,
    (i) =>
      Object.values(slots[i] ?? {}).some((part) => part !== "" && part !== null) ||
      Object.keys(errors).some((name) => name.startsWith(`quotes-${i}-`)),
  );
  return (
    <SectionEditor
      title="Anmeldelser"
      intro={
        <>
          <p>
            Link til jeres anmeldelser, og vis op til {MAX_QUOTES} udtalelser, som kunder har givet jer. Skriv
            kun stjerner, hvis kunden selv gav dem. Loven (markedsføringsloven § 6 b) kræver, at I oplyser, om
            og hvordan I kontrollerer anmeldelserne: vælg det, der passer.
          </p>
          <p className="mt-2">
            <Link to="/admin/sektioner/anmeldelser/qr" className="font-medium text-brand-800 underline">
              Udskriv QR-kode til Google-anmeldelser
            </Link>
          </p>
        </>
      }
      toggle={{ name: "enabled", label: "Vis “Anmeldelser” på forsiden", checked: section.enabled }}
      result={result}
    >
      <SectionText
        name="intro"
        label="Tekst over anmeldelserne"
        defaultValue={section.intro}
        maxLength={ANMELDELSER_INTRO_MAX}
        error={errors.intro}
      />
      <fieldset className="grid gap-4">
        <legend className="font-semibold text-stone-900">Jeres sider med anmeldelser</legend>
        {(Object.keys(REVIEW_SITES) as ReviewSite[]).map((site) => {
          const id = `links-${site}`;
          return (
            <div key={site}>
              <label htmlFor={id} className={labelClass}>
                {LINK_LABELS[site]}
              </label>
              <input
                id={id}
                name={id}
                type="url"
                inputMode="url"
                placeholder="https://"
                defaultValue={section.links[site]}
                className={inputClass}
                {...errorProps(id, errors[id])}
              />
              <FieldError id={id} error={errors[id]} />
            </div>
          );
        })}
        <div>
          <label htmlFor="trustpilotAfs" className={labelClass}>
            Trustpilots invitationsadresse (valgfri)
          </label>
          <p id="trustpilotAfs-hint" className="mb-1 text-sm text-stone-700">
            Fra Trustpilot Business (Automatic Feedback Service). Når du beder en kunde om en anmeldelse,
            sendes mailen også til den adresse, så Trustpilot selv inviterer kunden.
          </p>
          <input
            id="trustpilotAfs"
            name="trustpilotAfs"
            type="email"
            autoComplete="off"
            defaultValue={section.trustpilotAfs}
            className={inputClass}
            {...errorProps("trustpilotAfs", errors.trustpilotAfs, true)}
          />
          <FieldError id="trustpilotAfs" error={errors.trustpilotAfs} />
        </div>
      </fieldset>
      <AddOneAtATime
        max={MAX_QUOTES}
        inUse={quotesInUse}
        addLabel="Tilføj udtalelse"
        block={(i) => {
          const quote = slots[i];
          return (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-stone-200 p-4 sm:grid-cols-2">
              <legend className="px-1 font-semibold text-stone-900">Udtalelse {i + 1}</legend>
              {(["name", "town"] as const).map((part) => {
                const id = `quotes-${i}-${part}`;
                return (
                  <div key={part}>
                    <label htmlFor={id} className={labelClass}>
                      {part === "name" ? "Kundens navn" : "By"}
                    </label>
                    <input
                      id={id}
                      name={id}
                      defaultValue={quote?.[part] ?? ""}
                      className={inputClass}
                      {...errorProps(id, errors[id])}
                    />
                    <FieldError id={id} error={errors[id]} />
                  </div>
                );
              })}
              <div className="sm:col-span-2">
                <label htmlFor={`quotes-${i}-text`} className={labelClass}>
                  Hvad kunden skrev
                </label>
                <textarea
                  id={`quotes-${i}-text`}
                  name={`quotes-${i}-text`}
                  rows={3}
                  defaultValue={quote?.text ?? ""}
                  className={inputClass}
                  {...errorProps(`quotes-${i}-text`, errors[`quotes-${i}-text`])}
                />
                <FieldError id={`quotes-${i}-text`} error={errors[`quotes-${i}-text`]} />
              </div>
              <div>
                <label htmlFor={`quotes-${i}-date`} className={labelClass}>
                  Dato
                </label>
                <input
                  id={`quotes-${i}-date`}
                  name={`quotes-${i}-date`}
                  type="date"
                  max={loaderData.today}
                  defaultValue={quote?.date ?? ""}
                  className={inputClass}
                  {...errorProps(`quotes-${i}-date`, errors[`quotes-${i}-date`])}
                />
                <FieldError id={`quotes-${i}-date`} error={errors[`quotes-${i}-date`]} />
              </div>
              <div>
                <label htmlFor={`quotes-${i}-rating`} className={labelClass}>
                  Kundens stjerner
                </label>
                <select
                  id={`quotes-${i}-rating`}
                  name={`quotes-${i}-rating`}
                  defaultValue={quote?.rating ? String(quote.rating) : ""}
                  className={inputClass}
                  {...errorProps(`quotes-${i}-rating`, errors[`quotes-${i}-rating`])}
                >
                  <option value="">Ingen stjerner givet</option>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <option key={n} value={n}>
                      {n} af 5
                    </option>
                  ))}
                </select>
                <FieldError id={`quotes-${i}-rating`} error={errors[`quotes-${i}-rating`]} />
              </div>
            </fieldset>
          );
        }}
      />
      <fieldset className="grid gap-3" {...errorProps("check", errors.check)}>
        <legend className="font-semibold text-stone-900">Hvordan kontrollerer I anmeldelserne?</legend>
        {REVIEW_CHECKS.map((check, i) => (
          <label key={check} className="flex items-start gap-3 text-stone-900">
            <input
              type="radio"
              name="check"
              value={check}
              id={i === 0 ? "check" : undefined}
              defaultChecked={section.check === check}
              className="mt-1 size-5 shrink-0"
            />
            <span>{loaderData.checkTexts[check]}</span>
          </label>
        ))}
        <FieldError id="check" error={errors.check} />
      </fieldset>
    </SectionEditor>
  );
}
