import { Link } from "react-router";
import { AddOneAtATime, blocksInUse } from "~/components/admin/sections/add-one-at-a-time";
import {
  errorProps,
  FieldError,
  inputClass,
  SectionEditor,
  type SectionResult,
  SectionText,
} from "~/components/admin/sections/section-editor";
import { Field, FieldFrame, TextAreaField } from "~/components/ui/field";
import { reviewCheckText } from "~/content/section-texts/anmeldelser";
import {
  ANMELDELSER_INTRO_MAX,
  anmeldelserFormSchema,
  defaultAnmeldelser,
  MAX_QUOTES,
  REVIEW_CHECKS,
  REVIEW_SITES,
  type ReviewSite,
} from "~/schemas/sections/anmeldelser";
import { readAnmeldelserForm } from "~/schemas/sections/read-anmeldelser-form";
import type { Route } from "./+types/anmeldelser";
import { loadTrustSectionForm, sectionOwner, trustSectionAction } from "./section-route.server";

export function meta() {
  return [{ title: "Anmeldelser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type FormValues = ReturnType<typeof readAnmeldelserForm>;

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await sectionOwner(request);
  return {
    section: await loadTrustSectionForm(owner, "anmeldelser", defaultAnmeldelser),
    checkTexts: Object.fromEntries(
      REVIEW_CHECKS.map((check) => [check, reviewCheckText(check, owner.trade)]),
    ),
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return trustSectionAction(request, "anmeldelser", {
    schema: anmeldelserFormSchema,
    read: readAnmeldelserForm,
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
  /** An input tied to its Danish message; the name is its id, for the error summary's links. */
  const field = (name: string) => ({ id: name, name, error: errors[name] });
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
        {(Object.keys(REVIEW_SITES) as ReviewSite[]).map((site) => (
          <Field
            key={site}
            label={LINK_LABELS[site]}
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={section.links[site]}
            {...field(`links-${site}`)}
          />
        ))}
        <Field
          label="Trustpilots invitationsadresse (valgfri)"
          hint="Fra Trustpilot Business (Automatic Feedback Service). Når du beder en kunde om en anmeldelse, sendes mailen også til den adresse, så Trustpilot selv inviterer kunden."
          type="email"
          autoComplete="off"
          defaultValue={section.trustpilotAfs}
          {...field("trustpilotAfs")}
        />
      </fieldset>
      <AddOneAtATime
        max={MAX_QUOTES}
        inUse={quotesInUse}
        addLabel="Tilføj udtalelse"
        block={(i) => {
          const quote = slots[i];
          const rating = `quotes-${i}-rating`;
          return (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-stone-200 p-4 sm:grid-cols-2">
              <legend className="px-1 font-semibold text-stone-900">Udtalelse {i + 1}</legend>
              <Field label="Kundens navn" defaultValue={quote?.name ?? ""} {...field(`quotes-${i}-name`)} />
              <Field label="By" defaultValue={quote?.town ?? ""} {...field(`quotes-${i}-town`)} />
              <TextAreaField
                className="sm:col-span-2"
                label="Hvad kunden skrev"
                rows={3}
                defaultValue={quote?.text ?? ""}
                {...field(`quotes-${i}-text`)}
              />
              <Field
                label="Dato"
                type="date"
                max={loaderData.today}
                defaultValue={quote?.date ?? ""}
                {...field(`quotes-${i}-date`)}
              />
              <FieldFrame
                label="Kundens stjerner"
                id={rating}
                error={errors[rating]}
                control={(aria) => (
                  <select
                    {...aria}
                    name={rating}
                    defaultValue={quote?.rating ? String(quote.rating) : ""}
                    className={inputClass}
                  >
                    <option value="">Ingen stjerner givet</option>
                    {[5, 4, 3, 2, 1].map((n) => (
                      <option key={n} value={n}>
                        {n} af 5
                      </option>
                    ))}
                  </select>
                )}
              />
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
