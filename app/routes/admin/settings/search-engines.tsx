import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { parseForm } from "~/lib/parse-form";
import {
  type SearchPresenceFields,
  type SearchPresenceValues,
  searchPresenceSchema,
} from "~/schemas/search-presence";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadSearchPresence } from "~/server/search/load-search-presence.server";
import { saveSearchPresence } from "~/server/search/save-search-presence.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/search-engines";

export function meta() {
  return [{ title: "Synlighed på Google | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const ORDER = ["googleVerification", "bingVerification", "gbpName", "gbpAddress", "gbpPhone"] as const;

type FieldSpec = {
  name: SearchPresenceFields;
  id: string;
  label: string;
  hint?: string;
  type?: "tel";
  spellCheck?: false;
};

/** The two fieldsets' fields, in order: the consoles' codes, then the Business Profile as Google shows it. */
const CODES: FieldSpec[] = [
  {
    name: "googleVerification",
    id: "google-kode",
    label: "Kode fra Google Search Console",
    hint: 'Vælg "HTML-tag" som bekræftelsesmetode i Search Console.',
    spellCheck: false,
  },
  {
    name: "bingVerification",
    id: "bing-kode",
    label: "Kode fra Bing Webmaster Tools",
    hint: 'Vælg "HTML Meta Tag" i Bing Webmaster Tools.',
    spellCheck: false,
  },
];
const PROFILE: FieldSpec[] = [
  { name: "gbpName", id: "gbp-navn", label: "Navn på Google" },
  { name: "gbpAddress", id: "gbp-adresse", label: "Adresse på Google", hint: "Fx Vejlevej 12, 7100 Vejle" },
  { name: "gbpPhone", id: "gbp-telefon", label: "Telefon på Google", type: "tel" },
];
const IDS = Object.fromEntries([...CODES, ...PROFILE].map((field) => [field.name, field.id])) as Record<
  SearchPresenceFields,
  string
>;

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const presence = await loadSearchPresence(company.id);
  return {
    values: {
      googleVerification: presence.googleVerification,
      bingVerification: presence.bingVerification,
      gbpName: presence.businessProfile?.name ?? "",
      gbpAddress: presence.businessProfile?.address ?? "",
      gbpPhone: presence.businessProfile?.phone ?? "",
    } satisfies SearchPresenceValues,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), searchPresenceSchema);
  if (!parsed.ok) return actionInvalid({ fieldErrors: parsed.fieldErrors, values: parsed.values });
  try {
    await saveSearchPresence(company.id, parsed.data);
  } catch (error) {
    return actionFailed(error, {
      log: "search settings could not be saved",
      fallback: "Det kunne ikke gemmes lige nu. Prøv igen om lidt.",
      fields: { companyId: company.id },
      values: parsed.values,
    });
  }
  return actionDone({ message: "Gemt. Koderne står nu på din forside." });
}

export default function SearchEngines({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refused = actionData && !actionData.ok ? actionData : null;
  const errors = refused?.fieldErrors ?? {};
  // A refused save shows what was typed; otherwise what is saved.
  const fields = (specs: FieldSpec[]) =>
    specs.map(({ name, ...spec }) => (
      <Field
        key={name}
        {...spec}
        name={name}
        defaultValue={refused?.values?.[name] ?? loaderData.values[name]}
        error={errors[name]}
        autoComplete="off"
      />
    ));
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="font-bold text-2xl text-stone-900">Synlighed på Google</h1>
      {actionData?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {actionData.message}
        </p>
      ) : null}
      {refused?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {refused.message}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="space-y-6 rounded-xl bg-white p-5 shadow-sm"
        key={refused ? "fejl" : "ok"}
      >
        <ErrorSummary errors={fieldSummary(ORDER, errors, IDS)} focusKey={actionData} />
        <fieldset className="space-y-4">
          <legend className="font-semibold text-lg text-stone-900">Bekræft din hjemmeside</legend>
          <p className="text-stone-700">
            Google Search Console og Bing Webmaster Tools giver dig en kode, der viser, at hjemmesiden er din.
            Indsæt koden (eller hele meta-tagget), så sætter vi den på din forside.
          </p>
          {fields(CODES)}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-semibold text-lg text-stone-900">Din Google-virksomhedsprofil</legend>
          <p className="text-stone-700">
            Skriv navn, adresse og telefon præcis som de står på din profil på Google Maps. Vi sammenligner
            dem med hjemmesiden og CVR-registret på dit overblik.
          </p>
          {fields(PROFILE)}
        </fieldset>
        <Button type="submit" disabled={navigation.state !== "idle"}>
          Gem
        </Button>
      </Form>
    </div>
  );
}
