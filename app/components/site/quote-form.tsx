import { Field, FileField, TextAreaField } from "~/components/ui/field";
import {
  QUOTE_DESCRIPTION_MAX,
  QUOTE_PHOTO_ACCEPT,
  QUOTE_TIMING_OPTIONS,
  type QuoteField,
} from "~/schemas/quote-request";
import { Honeypot, PrivacyNote, type VisitorAnswer } from "./visitor-form-parts";

export type QuoteFormProps = {
  /** Where the form posts: /tilbud on the site's host, /{cvr}/tilbud on the main host. */
  action: string;
  privacyHref: string;
  /** The tiny image that starts the fill-time clock (docs/decisions/010-quote-form-fill-time.md). */
  startHref: string;
  companyName: string;
  /** The refused post's answer (never cached): typed text, messages and a new fill-time token. */
  answer?: VisitorAnswer | undefined;
  /** Prefix of the element ids, so two forms never share one. */
  idPrefix: string;
};

const FIELD_LABELS: Record<Exclude<QuoteField, "form">, string> = {
  name: "Navn",
  phone: "Telefon",
  email: "E-mail",
  address: "Adresse eller postnummer",
  description: "Hvad skal laves?",
  timing: "Hvornår",
  photos: "Billeder",
};

/**
 * The "Få et tilbud" form: a plain multipart POST that works without JavaScript. The server answers
 * with a 303 to the thank-you page, or renders this form again with the typed text and a Danish
 * message next to each field (`answer`).
 */
export function QuoteForm(props: QuoteFormProps) {
  const values = props.answer?.values ?? {};
  const errors: Partial<Record<string, string>> = props.answer?.fieldErrors ?? {};
  const formMessage = props.answer?.message || undefined;
  const fillToken = props.answer?.data?.fillToken;
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const listed = (Object.keys(FIELD_LABELS) as Exclude<QuoteField, "form">[]).filter(
    (field) => errors[field],
  );
  const required = <span className="font-normal text-stone-600"> (skal udfyldes)</span>;
  const text = (name: "name" | "phone" | "email" | "address") => ({
    look: "site" as const,
    id: id(name),
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      noValidate
      className="grid gap-5"
      aria-describedby={formMessage || listed.length ? id("fejl") : undefined}
    >
      {formMessage || listed.length ? (
        <div id={id("fejl")} className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{formMessage ?? "Tjek venligst formularen:"}</p>
          {listed.length ? (
            <ul className="mt-2 list-disc pl-5">
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${id(field)}`} className="underline">
                    {FIELD_LABELS[field]}: {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Field {...text("name")} label={<>Navn{required}</>} autoComplete="name" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...text("phone")}
          type="tel"
          label="Telefon"
          hint="Telefon og/eller e-mail"
          autoComplete="tel"
          inputMode="tel"
        />
        <Field {...text("email")} type="email" label="E-mail" autoComplete="email" inputMode="email" />
      </div>
      <Field
        {...text("address")}
        label={<>Adresse eller postnummer{required}</>}
        autoComplete="address-line1"
        required
      />
      <TextAreaField
        look="site"
        id={id("description")}
        name="description"
        label={<>Hvad skal laves?{required}</>}
        hint="Beskriv opgaven med 10 til 4.000 tegn."
        rows={4}
        maxLength={QUOTE_DESCRIPTION_MAX}
        defaultValue={values.description ?? ""}
        required
        error={errors.description}
      />
      <fieldset
        id={id("timing")}
        aria-invalid={errors.timing ? true : undefined}
        aria-describedby={errors.timing ? id("timing-fejl") : undefined}
      >
        <legend className="mb-1 font-medium text-stone-900">Hvornår skal det laves?{required}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {QUOTE_TIMING_OPTIONS.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-stone-900">
              <input
                type="radio"
                name="timing"
                value={option.value}
                defaultChecked={values.timing === option.value}
                className="size-5 accent-(--site-primary)"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.timing ? (
          <p id={id("timing-fejl")} className="mt-1 font-medium text-red-700 text-sm">
            {errors.timing}
          </p>
        ) : null}
      </fieldset>
      <FileField
        id={id("photos")}
        name="photos"
        label="Billeder (valgfrit)"
        hint={`Op til 5 billeder, højst 10 MB hver. Billederne ses kun af ${props.companyName}.`}
        accept={QUOTE_PHOTO_ACCEPT}
        multiple
        error={errors.photos}
        inputClassName="block w-full max-w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-(--site-tint) file:px-4 file:font-semibold"
      />
      <Honeypot id={id("website")} />
      {fillToken ? <input type="hidden" name="ft" value={fillToken} /> : null}
      <img src={props.startHref} alt="" width={1} height={1} loading="lazy" className="absolute h-px w-px" />
      <PrivacyNote href={props.privacyHref}>
        {`Når du sender, bruger ${props.companyName} dine oplysninger til at svare dig og give et tilbud.`}
      </PrivacyNote>
      <div>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-(--site-primary) px-6 font-semibold text-lg text-white hover:bg-(--site-primary-hover)"
        >
          Send forespørgsel
        </button>
      </div>
    </form>
  );
}
