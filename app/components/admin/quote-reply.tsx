import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import {
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PLACEHOLDERS,
} from "~/schemas/quote-reply";

export type QuoteReplyProps = {
  canReply: boolean;
  defaultSubject: string;
  templates: { id: string; name: string }[];
  replies: { id: string; subject: string; body: string; sent: string }[];
  /** The reply forms' answer (intent "reply"): `values` hold the subject, the text and its key. */
  result: ActionResult | undefined;
};

/**
 * "Svar kunden" in the inbox (issue 25): a draft from the AI writer or a saved template, edited by the
 * owner and sent through our mail with Reply-To the firm. Plain form posts: works without JavaScript.
 */
export function QuoteReply({ canReply, defaultSubject, templates, replies, result }: QuoteReplyProps) {
  const fieldErrors = result?.fieldErrors ?? {};
  const typed = result?.values ?? {};
  return (
    <section
      id="svar"
      aria-labelledby="svar-titel"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="svar-titel" className="font-semibold text-lg text-stone-900">
        Svar kunden
      </h2>
      {replies.length ? (
        <ul className="grid gap-2">
          {replies.map((reply) => (
            <li key={reply.id}>
              <details className="rounded-lg bg-stone-50 p-3">
                <summary className="cursor-pointer break-words">
                  Sendt {reply.sent}: {reply.subject}
                </summary>
                <p className="mt-2 whitespace-pre-wrap break-words text-stone-800">{reply.body}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {!canReply ? (
        <p className="text-stone-700">Kunden har ikke skrevet en e-mail. Ring til kunden i stedet.</p>
      ) : (
        <>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <button type="submit" name="intent" value="draft" className={buttonClass("secondary")}>
              Skriv et udkast
            </button>
            {templates.length ? (
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor="svar-skabelon" className="mb-1 block font-medium text-stone-900">
                    Skabelon
                  </label>
                  <select
                    id="svar-skabelon"
                    name="templateId"
                    className="min-h-11 max-w-full rounded-lg border border-stone-400 bg-white px-3"
                  >
                    {templates.map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" name="intent" value="use-template" className={buttonClass("secondary")}>
                  Brug skabelon
                </button>
                <button type="submit" name="intent" value="delete-template" className={buttonClass("ghost")}>
                  Slet skabelon
                </button>
              </div>
            ) : null}
          </Form>
          <Form method="post" className="grid gap-4">
            {/* Enter in a field sends nothing: the form's default button is this disabled one. */}
            <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
            <input type="hidden" name="key" value={typed.key ?? ""} />
            <Field
              id="svar-emne"
              label="Emne"
              name="subject"
              key={`subject-${typed.key ?? ""}`}
              defaultValue={typed.subject || defaultSubject}
              maxLength={REPLY_SUBJECT_MAX}
              error={fieldErrors.subject}
            />
            <TextAreaField
              id="svar-tekst"
              label="Dit svar"
              name="body"
              rows={12}
              key={`body-${typed.key ?? ""}`}
              defaultValue={typed.body ?? ""}
              maxLength={REPLY_BODY_MAX}
              error={fieldErrors.body}
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" name="intent" value="send-reply" className={buttonClass("primary")}>
                Send svar
              </button>
              {result && !(fieldErrors.subject || fieldErrors.body) ? (
                <p role="status" className={result.ok ? "text-green-800" : "text-red-700"}>
                  {result.message}
                </p>
              ) : null}
            </div>
            <details>
              <summary className="cursor-pointer font-medium text-brand-700">
                Gem teksten som skabelon
              </summary>
              <div className="mt-3 grid gap-2">
                <Field
                  id="svar-skabelon-navn"
                  label="Navn på skabelonen"
                  name="templateName"
                  maxLength={TEMPLATE_NAME_MAX}
                  error={fieldErrors.templateName}
                  hint={`Skriv ${TEMPLATE_PLACEHOLDERS.join(", ")} i teksten, så bliver kundens fornavn, opgaven, dit firmanavn og dit telefonnummer sat ind, når du bruger skabelonen.`}
                />
                <div>
                  <button
                    type="submit"
                    name="intent"
                    value="save-template"
                    className={buttonClass("secondary")}
                  >
                    Gem skabelon
                  </button>
                </div>
              </div>
            </details>
          </Form>
        </>
      )}
    </section>
  );
}
