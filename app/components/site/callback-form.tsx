import { Field, FieldFrame } from "~/components/ui/field";
import { CALLBACK_TIME_LABELS, CALLBACK_TIMES } from "~/schemas/callback-request";
import { Honeypot, PrivacyNote, type VisitorAnswer } from "./visitor-form-parts";

export type CallbackFormProps = {
  /** Where the form posts: /ring-mig-op on the site's host, /{cvr}/ring-mig-op on the main host. */
  action: string;
  privacyHref: string;
  companyName: string;
  /** The refused post's answer: the typed values and the messages. */
  answer?: VisitorAnswer | undefined;
  idPrefix: string;
};

const SELECT =
  "block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700";

/**
 * "Ring mig op" (issue 25): name, phone and when, a plain urlencoded POST that works without
 * JavaScript. The server answers 303 to the thank-you page, or this form again with the typed values
 * and a Danish message by each field.
 */
export function CallbackForm(props: CallbackFormProps) {
  const values = props.answer?.values ?? {};
  const errors = props.answer?.fieldErrors ?? {};
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const text = (name: "name" | "phone") => ({
    look: "site" as const,
    id: id(name),
    name,
    defaultValue: values[name] ?? "",
    required: true,
    error: errors[name],
  });
  return (
    <form method="post" action={props.action} noValidate className="grid gap-4">
      {props.answer?.message ? (
        <p
          role="alert"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {props.answer.message}
        </p>
      ) : null}
      <Field {...text("name")} label="Dit navn" autoComplete="name" />
      <Field {...text("phone")} label="Dit telefonnummer" type="tel" inputMode="tel" autoComplete="tel" />
      <FieldFrame
        id={id("when")}
        label="Hvornår må vi ringe?"
        error={errors.when}
        control={(aria) => (
          <select {...aria} name="when" defaultValue={values.when ?? "asap"} className={SELECT}>
            {CALLBACK_TIMES.map((time) => (
              <option key={time} value={time}>
                {CALLBACK_TIME_LABELS[time]}
              </option>
            ))}
          </select>
        )}
      />
      <Honeypot id={id("website")} />
      <PrivacyNote href={props.privacyHref}>
        {`${props.companyName} bruger dit navn og nummer til at ringe dig op.`}
      </PrivacyNote>
      <div>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-(--site-primary) bg-white px-6 font-semibold text-lg text-stone-950"
        >
          Ring mig op
        </button>
      </div>
    </form>
  );
}
