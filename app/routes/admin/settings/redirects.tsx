import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { Notice } from "~/components/admin/notice";
import { OLD_SITE_INTENT, OldSiteSuggestions } from "~/components/admin/old-site-suggestions";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { parseForm } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import { MAX_REDIRECTS, type OldSiteChoices, redirectSchema, TARGET_URL } from "~/schemas/redirect";
import { requireOwner } from "~/server/auth/require-owner.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { addRedirect } from "~/server/redirects/add-redirect.server";
import { deleteRedirect } from "~/server/redirects/delete-redirect.server";
import { listOldSiteSuggestions } from "~/server/redirects/list-old-site-suggestions.server";
import { listRedirects, listRedirectTargets } from "~/server/redirects/list-redirects.server";
import { readOldSiteAddresses } from "~/server/redirects/read-old-site-addresses.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import { answerOldSiteChoices } from "../old-site-choices-action.server";
import type { Route } from "./+types/redirects";

export function meta() {
  return [{ title: "Videresendelser | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const [list, pageList, oldSite] = await Promise.all([
    listRedirects(company.id),
    listRedirectTargets(company.id),
    listOldSiteSuggestions(company.id),
  ]);
  return {
    redirects: list,
    pages: pageList,
    suggestions: oldSite.suggestions,
    suggestionPages: oldSite.pages,
    oldSite: company.existingWebsite?.url ?? null,
    max: MAX_REDIRECTS,
  };
}

const INTENT = z.object({ intent: z.string(), id: z.string() });

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const posted = parseForm(form, INTENT);
  const { intent, id } = posted.ok ? posted.data : { intent: "", id: "" };
  const fields = { companyId: company.id };
  if (intent === "delete") {
    try {
      await deleteRedirect(company.id, id);
      return actionDone({ intent, message: "Videresendelsen er slettet." });
    } catch (error) {
      return actionFailed(error, { intent, log: "redirect not deleted", fallback: DELETE_FAILED, fields });
    }
  }
  if (intent === "import") {
    // Each read fetches the old site (seconds, another server's resources): a few per hour are plenty.
    if (!(await hitRateLimit(`old-site-read:${company.id}`, 10, 3600))) {
      return actionInvalid({
        intent,
        fieldErrors: {},
        message: "Du har hentet adresserne mange gange. Vent en time, og prøv igen.",
        status: 429,
      });
    }
    const { found, oldSite } = await readOldSiteAddresses(company.id);
    const message = !oldSite
      ? "Vi kender ikke adressen på din gamle hjemmeside."
      : found > 0
        ? `Vi fandt ${found} adresser på ${oldSite}. Vælg herunder, hvilke der skal videresendes, og til hvilken side.`
        : `Vi kunne ikke finde nogen adresser på ${oldSite}.`;
    return actionDone({ intent, message });
  }
  if (intent === OLD_SITE_INTENT) return answerOldSiteChoices(company.id, form);
  const parsed = parseForm(form, redirectSchema);
  if (!parsed.ok) return actionInvalid({ intent: ADD_INTENT, ...parsed });
  try {
    await addRedirect(company.id, parsed.data);
  } catch (error) {
    return actionFailed(error, {
      intent: ADD_INTENT,
      log: "redirect not added",
      fallback: ADD_FAILED,
      fields,
      values: parsed.values,
    });
  }
  return actionDone({ intent: ADD_INTENT, message: `${parsed.data.fromPath} videresendes nu.` });
}

const ADD_INTENT = "add";
const ADD_FAILED = "Videresendelsen blev ikke gemt. Prøv igen om lidt.";
const DELETE_FAILED = "Videresendelsen blev ikke slettet. Prøv igen om lidt.";

const FIELD_IDS = { fromPath: "videresend-fra", target: "videresend-til", toUrl: "videresend-url" } as const;

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData as ActionResult | undefined;
  const oldSiteAnswer = answer?.intent === OLD_SITE_INTENT ? (answer as ActionResult<OldSiteChoices>) : null;
  const failed = answer && !answer.ok && answer.intent === ADD_INTENT ? answer : null;
  const values = failed?.values ?? {};
  const errors = failed?.fieldErrors ?? {};
  const summary = (Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>).flatMap((key) =>
    errors[key] ? [{ message: errors[key], fieldId: FIELD_IDS[key] }] : [],
  );
  // Every success, and a refusal that names no field of the add form (delete, import, a failed save),
  // stands at the top; the old-site list shows its own refusals.
  const notice = answer && summary.length === 0 && !(oldSiteAnswer && !oldSiteAnswer.ok) ? answer : null;
  const pageLabel = (page: { pageName: string; slug: string; type: string }) =>
    `${page.pageName} (${page.type === "homepage" ? "/" : `/${page.slug}`})`;
  return (
    <div className="space-y-5">
      <h1 className="font-bold text-2xl text-stone-900">Videresendelser</h1>
      <p className="max-w-2xl text-stone-700">
        Gamle adresser, der skal føre til en side på din hjemmeside (eller en anden adresse). Når du omdøber
        en side, laver vi selv en videresendelse fra den gamle adresse.
      </p>
      {notice?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {notice.message}
        </p>
      ) : notice?.message ? (
        <Notice tone="failed">{notice.message}</Notice>
      ) : null}

      {loaderData.oldSite || loaderData.suggestions.length > 0 ? (
        <section aria-labelledby="gamle-adresser" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="gamle-adresser" className="font-semibold text-lg text-stone-900">
            {loaderData.suggestions.length > 0
              ? `Vi fandt ${loaderData.suggestions.length} ${loaderData.suggestions.length === 1 ? "adresse" : "adresser"} på din gamle hjemmeside`
              : "Din gamle hjemmeside"}
          </h2>
          {loaderData.suggestions.length > 0 ? (
            <OldSiteSuggestions
              suggestions={loaderData.suggestions}
              pages={loaderData.suggestionPages}
              refused={oldSiteAnswer && !oldSiteAnswer.ok ? oldSiteAnswer : null}
              answerKey={actionData}
            />
          ) : null}
          {loaderData.oldSite ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="import" />
              <p className="break-words text-stone-700">
                Læs adresserne på {loaderData.oldSite} (igen), så besøgende og Google finder frem til dine nye
                sider. Du vælger selv, hvilke der videresendes.
              </p>
              <Button type="submit" variant="secondary" disabled={navigation.state !== "idle"}>
                Hent adresser fra min gamle hjemmeside
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}

      <Form
        method="post"
        noValidate
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
        key={failed ? "fejl" : "ny"}
      >
        <h2 className="font-semibold text-lg text-stone-900">Tilføj videresendelse</h2>
        <ErrorSummary errors={summary} focusKey={actionData} />
        <input type="hidden" name="intent" value="add" />
        <Field
          id={FIELD_IDS.fromPath}
          label="Gammel adresse"
          name="fromPath"
          defaultValue={values.fromPath ?? ""}
          hint="Den del af adressen, der kommer efter domænet, fx /om-firmaet.html"
          error={errors.fromPath}
          autoComplete="off"
        />
        <div>
          <label htmlFor={FIELD_IDS.target} className="mb-1 block font-medium text-stone-900">
            Skal føre til
          </label>
          <select
            id={FIELD_IDS.target}
            name="target"
            defaultValue={values.target ?? ""}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? `${FIELD_IDS.target}-error` : undefined}
            className="block min-h-11 w-full max-w-md rounded-lg border border-stone-400 bg-white px-3 py-2 aria-invalid:border-red-700"
          >
            <option value="">Vælg side</option>
            {loaderData.pages.map((page) => (
              <option key={page.id} value={page.id}>
                {pageLabel(page)}
              </option>
            ))}
            <option value={TARGET_URL}>En anden adresse (https://...)</option>
          </select>
          {errors.target ? (
            <p id={`${FIELD_IDS.target}-error`} className="mt-1 font-medium text-red-700 text-sm">
              {errors.target}
            </p>
          ) : null}
        </div>
        <Field
          id={FIELD_IDS.toUrl}
          label="Anden adresse (kun hvis du valgte en anden adresse)"
          name="toUrl"
          type="url"
          defaultValue={values.toUrl ?? ""}
          error={errors.toUrl}
          autoComplete="off"
        />
        <Button type="submit" disabled={navigation.state !== "idle"}>
          Tilføj videresendelse
        </Button>
      </Form>

      <section aria-labelledby="videresendelser-liste" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="videresendelser-liste" className="mb-3 font-semibold text-lg text-stone-900">
          Dine videresendelser ({loaderData.redirects.length} af højst {loaderData.max})
        </h2>
        {loaderData.redirects.length === 0 ? (
          <p className="text-stone-700">Du har ingen videresendelser endnu.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {loaderData.redirects.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="min-w-0 break-all">
                  <span className="font-mono">{row.fromPath}</span> → {row.pageName ?? row.toUrl}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={row.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={`Slet videresendelse fra ${row.fromPath}`}
                  >
                    Slet
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
