import { redirect } from "react-router";
import { z } from "zod";
import { PageIntro } from "~/components/marketing/sections";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { contactPage } from "~/content/contact";
import { supportEmail, supportEmailHref } from "~/content/site";
import { parseForm } from "~/lib/parse-form";
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, type ContactField } from "~/schemas/contact";
import { requestInfoContext } from "~/server/context";
import { claimMessageFor } from "~/server/marketing/claim-message";
import { receiveContactMessage } from "~/server/marketing/receive-contact-message.server";
import { actionInvalid } from "../action-result.server";
import type { Route } from "./+types/contact";
import { pageMeta } from "./page-meta";

// A plain HTML form without any JavaScript file (issue 16): it posts to this route's action, which
// answers 303 to /kontakt?sendt=1 on success (so a reload never sends twice) or the page again with
// the messages next to the fields, the typed values and a focused error summary (autofocus).
// The JSON API POST /api/sendContactEmail (SPEC §7) does the same for other callers.
const RATE_LIMITED_HINT = "Du har sendt mange beskeder på kort tid. Vent lidt, og prøv igen.";
const MESSAGE_ID = "contact-message";

/** The one-line fields, before the message (their autocomplete token is their name). */
const INPUT_FIELDS = [
  { name: "name", label: "nameLabel", type: undefined, maxLength: 200 },
  { name: "email", label: "emailLabel", type: "email", maxLength: 320 },
] as const;

export const meta = pageMeta({ path: "/kontakt", meta: contactPage.meta });

/** ?sendt=1 is the thank-you state; ?cvr=12345678 prefills a claim ("Er det din virksomhed?"). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { sent: params.get("sendt") === "1", message: claimMessageFor(params.get("cvr")) };
}

/** The form's inputs as plain text; receiveContactMessage checks them with contactSchema. */
const CONTACT_FORM = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  [CONTACT_HONEYPOT_FIELD]: z.string(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const posted = parseForm(await request.formData(), CONTACT_FORM, { omitValues: [CONTACT_HONEYPOT_FIELD] });
  const fields = posted.ok ? posted.data : {};
  const result = await receiveContactMessage(fields, context.get(requestInfoContext).ip);
  if (result.ok) return redirect("/kontakt?sendt=1", 303);
  const values = posted.values;
  if (result.reason === "invalid") return actionInvalid({ fieldErrors: result.fieldErrors, values });
  if (result.reason === "rate_limited") {
    return actionInvalid({
      fieldErrors: {},
      message: RATE_LIMITED_HINT,
      values,
      status: 429,
      headers: { "Retry-After": "600" },
    });
  }
  // Logged where it failed (receiveContactMessage); the owner of the message gets the clear text.
  return actionInvalid({
    fieldErrors: {},
    message: `Prøv igen, eller skriv til ${supportEmail}.`,
    values,
    status: 500,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { h1, intro, emailLine, form: text } = contactPage;
  const fieldErrors = actionData?.fieldErrors ?? {};
  const values: Partial<Record<ContactField, string>> = actionData?.values ?? { message: loaderData.message };
  // A refusal without field messages: too many messages, or the message could not be stored.
  const failed = actionData && !actionData.ok && actionData.message !== "";
  const [before, after] = emailLine.split(supportEmail);

  return (
    <>
      <PageIntro title={h1} lead={intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="font-bold text-2xl text-stone-900">Skriv til os</h2>
          <p className="mt-4 text-lg text-stone-700 leading-relaxed">
            {after === undefined ? (
              emailLine
            ) : (
              <>
                {before}
                <a
                  href={supportEmailHref}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {supportEmail}
                </a>
                {after}
              </>
            )}
          </p>
        </div>
        <div className="lg:col-span-3">
          <form
            method="post"
            action="/kontakt"
            noValidate
            className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
          >
            {loaderData.sent && !actionData ? (
              <p
                role="status"
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: no JavaScript here; focus brings the answer to a screen reader.
                autoFocus
                className="rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-900"
              >
                {text.success}
              </p>
            ) : null}
            <ErrorSummary
              autoFocus
              focusKey={actionData}
              errors={fieldSummary(["name", "email", "message"], fieldErrors, {
                name: "contact-name",
                email: "contact-email",
                message: MESSAGE_ID,
              })}
            />
            {failed ? (
              <div
                role="alert"
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: no JavaScript here; focus brings the message to a screen reader.
                autoFocus
                className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800"
              >
                <p className="font-semibold">{text.error}</p>
                <p className="mt-1">{actionData.message}</p>
              </div>
            ) : null}
            {INPUT_FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`contact-${field.name}`}
                label={text[field.label]}
                name={field.name}
                type={field.type}
                autoComplete={field.name}
                required
                maxLength={field.maxLength}
                defaultValue={values[field.name]}
                error={fieldErrors[field.name]}
              />
            ))}
            <div>
              <label htmlFor={MESSAGE_ID} className="mb-1 block font-medium text-stone-900">
                {text.messageLabel}
              </label>
              <textarea
                id={MESSAGE_ID}
                name="message"
                rows={7}
                required
                maxLength={CONTACT_MESSAGE_MAX}
                defaultValue={values.message}
                aria-invalid={fieldErrors.message ? true : undefined}
                aria-describedby={fieldErrors.message ? `${MESSAGE_ID}-error` : undefined}
                className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
              />
              {fieldErrors.message ? (
                <p id={`${MESSAGE_ID}-error`} className="mt-1 font-medium text-red-700 text-sm">
                  {fieldErrors.message}
                </p>
              ) : null}
            </div>
            {/* Spam trap: hidden from sight and from the tab order; people leave it empty. */}
            <div className="sr-only">
              <label htmlFor="contact-website-trap">Lad dette felt være tomt (spamfilter)</label>
              <input
                id="contact-website-trap"
                name={CONTACT_HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <Button type="submit" className="w-full sm:w-auto">
              {text.submit}
            </Button>
          </form>
        </div>
      </div>
    </>
  );
}
