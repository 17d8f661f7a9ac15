import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import {
  type SearchPresenceFields,
  type SearchPresenceValues,
  searchPresenceSchema,
} from "~/schemas/search-presence";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { loadSearchPresence } from "~/server/search/load-search-presence.server";
import { saveSearchPresence } from "~/server/search/save-search-presence.server";
import type { Route } from "./+types/search-engines";

export function meta() {
  return [{ title: "Synlighed på Google | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const ORDER = ["googleVerification", "bingVerification", "gbpName", "gbpAddress", "gbpPhone"] as const;
const IDS: Record<SearchPresenceFields, string> = {
  googleVerification: "google-kode",
  bingVerification: "bing-kode",
  gbpName: "gbp-navn",
  gbpAddress: "gbp-adresse",
  gbpPhone: "gbp-telefon",
};

type ActionResult =
  | { ok: false; values: SearchPresenceValues; errors: Partial<Record<SearchPresenceFields, string>> }
  | { ok: true; message: string }
  | { ok: "failed"; message: string };

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
  const form = await request.formData();
  const values = Object.fromEntries(
    ORDER.map((key) => [key, String(form.get(key) ?? "")]),
  ) as SearchPresenceValues;
  const parsed = searchPresenceSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<SearchPresenceFields, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as SearchPresenceFields] ??= issue.message;
    // Answered with 200 (the form shows the messages): a 4xx would be logged by the browser.
    return { ok: false, values, errors } satisfies ActionResult;
  }
  try {
    await saveSearchPresence(company.id, parsed.data);
  } catch (error) {
    const failure = domainFailure(
      error,
      "search settings could not be saved",
      "Det kunne ikke gemmes lige nu. Prøv igen om lidt.",
      {
        companyId: company.id,
      },
    );
    return data({ ok: "failed", message: failure.message } satisfies ActionResult, {
      status: failure.status,
    });
  }
  return { ok: true, message: "Gemt. Koderne står nu på din forside." } satisfies ActionResult;
}

export default function SearchEngines({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failed = actionData?.ok === false ? actionData : null;
  const saved = actionData?.ok === true ? actionData : null;
  const broken = actionData?.ok === "failed" ? actionData : null;
  const values = failed?.values ?? loaderData.values;
  const errors = failed?.errors ?? {};
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="font-bold text-2xl text-stone-900">Synlighed på Google</h1>
      {saved ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {saved.message}
        </p>
      ) : null}
      {broken ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {broken.message}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="space-y-6 rounded-xl bg-white p-5 shadow-sm"
        key={failed ? "fejl" : "ok"}
      >
        <ErrorSummary errors={fieldSummary(ORDER, errors, IDS)} focusKey={actionData} />
        <fieldset className="space-y-4">
          <legend className="font-semibold text-lg text-stone-900">Bekræft din hjemmeside</legend>
          <p className="text-stone-700">
            Google Search Console og Bing Webmaster Tools giver dig en kode, der viser, at hjemmesiden er din.
            Indsæt koden (eller hele meta-tagget), så sætter vi den på din forside.
          </p>
          <Field
            id={IDS.googleVerification}
            label="Kode fra Google Search Console"
            name="googleVerification"
            defaultValue={values.googleVerification}
            error={errors.googleVerification}
            hint='Vælg "HTML-tag" som bekræftelsesmetode i Search Console.'
            autoComplete="off"
            spellCheck={false}
          />
          <Field
            id={IDS.bingVerification}
            label="Kode fra Bing Webmaster Tools"
            name="bingVerification"
            defaultValue={values.bingVerification}
            error={errors.bingVerification}
            hint='Vælg "HTML Meta Tag" i Bing Webmaster Tools.'
            autoComplete="off"
            spellCheck={false}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-semibold text-lg text-stone-900">Din Google-virksomhedsprofil</legend>
          <p className="text-stone-700">
            Skriv navn, adresse og telefon præcis som de står på din profil på Google Maps. Vi sammenligner
            dem med hjemmesiden og CVR-registret på dit overblik.
          </p>
          <Field
            id={IDS.gbpName}
            label="Navn på Google"
            name="gbpName"
            defaultValue={values.gbpName}
            error={errors.gbpName}
            autoComplete="off"
          />
          <Field
            id={IDS.gbpAddress}
            label="Adresse på Google"
            name="gbpAddress"
            defaultValue={values.gbpAddress}
            error={errors.gbpAddress}
            hint="Fx Vejlevej 12, 7100 Vejle"
            autoComplete="off"
          />
          <Field
            id={IDS.gbpPhone}
            label="Telefon på Google"
            name="gbpPhone"
            type="tel"
            defaultValue={values.gbpPhone}
            error={errors.gbpPhone}
            autoComplete="off"
          />
        </fieldset>
        <Button type="submit" disabled={navigation.state !== "idle"}>
          Gem
        </Button>
      </Form>
    </div>
  );
}
