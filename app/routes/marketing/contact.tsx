import { type FormEvent, useId, useRef, useState } from "react";
import { data } from "react-router";
import { marketingMeta, originFromMatches } from "~/components/marketing/meta";
import { PageIntro } from "~/components/marketing/sections";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { contactPage } from "~/content/contact";
import { supportEmail, supportEmailHref } from "~/content/site";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  type ContactField,
  contactFieldErrors,
  contactSchema,
} from "~/schemas/contact";
import { requestInfoContext } from "~/server/context";
import { receiveContactMessage } from "~/server/marketing/receive-contact-message.server";
import type { Route } from "./+types/contact";

// Hydrated: the form sends JSON to POST /api/sendContactEmail and shows 'Sender...' meanwhile.
// Without JavaScript it posts to this route's action, which does the same on the server.

type FieldErrors = Partial<Record<ContactField, string>>;
type FormState = "idle" | "sending" | "sent" | "error" | "rate_limited";
type ActionData = {
  state: FormState;
  fieldErrors?: FieldErrors;
  values?: Partial<Record<ContactField, string>>;
};

const RATE_LIMITED_HINT = "Du har sendt mange beskeder på kort tid. Vent lidt, og prøv igen.";

export function meta({ matches }: Route.MetaArgs) {
  return marketingMeta({ origin: originFromMatches(matches), path: "/kontakt", meta: contactPage.meta });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw: Record<string, string> = {};
  for (const key of ["name", "email", "message", CONTACT_HONEYPOT_FIELD]) {
    const value = form.get(key);
    raw[key] = typeof value === "string" ? value : "";
  }
  const result = await receiveContactMessage(raw, context.get(requestInfoContext).ip);
  if (result.ok) return data<ActionData>({ state: "sent" });
  const values = { name: raw.name ?? "", email: raw.email ?? "", message: raw.message ?? "" };
  if (result.reason === "invalid") {
    return data<ActionData>({ state: "idle", fieldErrors: result.fieldErrors, values }, { status: 400 });
  }
  if (result.reason === "rate_limited")
    return data<ActionData>({ state: "rate_limited", values }, { status: 429 });
  return data<ActionData>({ state: "error", values }, { status: 500 });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { h1, intro, emailLine, form: text } = contactPage;
  const [state, setState] = useState<FormState>(actionData?.state ?? "idle");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const honeypotId = useId();
  const values = actionData?.values ?? {};
  const sending = state === "sending";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const parsed = contactSchema.safeParse({
      name: formData.get("name") ?? "",
      email: formData.get("email") ?? "",
      message: formData.get("message") ?? "",
    });
    if (!parsed.success) {
      const errors = contactFieldErrors(parsed.error);
      setFieldErrors(errors);
      setState("idle");
      return;
    }
    setFieldErrors({});
    setState("sending");
    try {
      const response = await fetch("/api/sendContactEmail", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          [CONTACT_HONEYPOT_FIELD]: String(formData.get(CONTACT_HONEYPOT_FIELD) ?? ""),
        }),
      });
      if (!response.ok) {
        setState(response.status === 429 ? "rate_limited" : "error");
        return;
      }
      formRef.current?.reset();
      setState("sent");
    } catch {
      setState("error");
    }
  }

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
            ref={formRef}
            method="post"
            noValidate
            onSubmit={submit}
            className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <ErrorSummary
              focusKey={fieldErrors}
              errors={fieldSummary(["name", "email", "message"], fieldErrors, {
                name: "contact-name",
                email: "contact-email",
                message: messageId,
              })}
            />
            <Field
              id="contact-name"
              label={text.nameLabel}
              name="name"
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={values.name}
              error={fieldErrors.name}
            />
            <Field
              id="contact-email"
              label={text.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={320}
              defaultValue={values.email}
              error={fieldErrors.email}
            />
            <div>
              <label htmlFor={messageId} className="mb-1 block font-medium text-stone-900">
                {text.messageLabel}
              </label>
              <textarea
                id={messageId}
                name="message"
                rows={7}
                required
                maxLength={CONTACT_MESSAGE_MAX}
                defaultValue={values.message}
                aria-invalid={fieldErrors.message ? true : undefined}
                aria-describedby={fieldErrors.message ? `${messageId}-error` : undefined}
                className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
              />
              {fieldErrors.message ? (
                <p id={`${messageId}-error`} className="mt-1 font-medium text-red-700 text-sm">
                  {fieldErrors.message}
                </p>
              ) : null}
            </div>
            {/* Spam trap: hidden from sight and from the tab order; people leave it empty. */}
            <div className="sr-only">
              <label htmlFor={honeypotId}>Lad dette felt være tomt (spamfilter)</label>
              <input
                id={honeypotId}
                name={CONTACT_HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>

            <div aria-live="polite">
              {state === "sent" ? (
                <p
                  role="status"
                  className="rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-900"
                >
                  {text.success}
                </p>
              ) : null}
            </div>
            {state === "error" || state === "rate_limited" ? (
              <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
                <p className="font-semibold">{text.error}</p>
                <p className="mt-1">
                  {state === "rate_limited"
                    ? RATE_LIMITED_HINT
                    : `Prøv igen, eller skriv til ${supportEmail}.`}
                </p>
              </div>
            ) : null}

            <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
              {sending ? text.submitting : text.submit}
            </Button>
          </form>
        </div>
      </div>
    </>
  );
}
