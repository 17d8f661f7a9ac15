import type { ReactNode } from "react";
import {
  EMPTY_QUOTE_VALUES,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_PHOTO_ACCEPT,
  QUOTE_TIMING_OPTIONS,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormValues,
} from "~/schemas/quote-request";

export type QuoteFormProps = {
  /** Where the form posts: /tilbud on the site's host, /{cvr}/tilbud on the main host. */
  action: string;
  privacyHref: string;
  /** The tiny image that starts the fill-time clock (docs/decisions/010-quote-form-fill-time.md). */
  startHref: string;
  companyName: string;
  values?: QuoteFormValues | undefined;
  errors?: QuoteFieldErrors | undefined;
  /** A fill-time token for a re-rendered (never cached) form. */
  fillToken?: string | undefined;
  /** Prefix of the element ids, so two forms never share one. */
  idPrefix: string;
};

const input =
  "block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700";

const FIELD_LABELS: Record<Exclude<QuoteField, "form">, string> = {
  name: "Navn",
  phone: "Telefon",
  email: "E-mail",
  address: "Adresse eller postnummer",
  description: "Hvad skal laves?",
  timing: "Hvornår",
  photos: "Billeder",
};

function Message({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 font-medium text-red-700 text-sm">
      {text}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

function TextField(props: {
  id: string;
  name: keyof QuoteFormValues;
  label: ReactNode;
  value: string;
  error: string | undefined;
  hint?: string;
  type?: string;
  autoComplete: string;
  inputMode?: "tel" | "email" | "text";
  required?: boolean;
}) {
  const errorId = `${props.id}-fejl`;
  const hintId = `${props.id}-hjaelp`;
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block font-medium text-stone-900">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.hint && hintId, props.error && errorId)}
        className={input}
      />
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {props.hint}
        </p>
      ) : null}
      <Message id={errorId} text={props.error} />
    </div>
  );
}

/**
 * The "Få et tilbud" form: a plain multipart POST that works without JavaScript. The server answers
 * with a 303 to the thank-you page, or renders this form again with the typed text and a Danish
 * message next to each field (`values`, `errors`).
 */
export function QuoteForm(props: QuoteFormProps) {
  const values = props.values ?? EMPTY_QUOTE_VALUES;
  const errors = props.errors ?? {};
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const listed = (Object.keys(FIELD_LABELS) as Exclude<QuoteField, "form">[]).filter(
    (field) => errors[field],
  );
  const required = <span className="font-normal text-stone-600"> (skal udfyldes)</span>;
  return (
    <form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      noValidate
      className="grid gap-5"
      aria-describedby={errors.form || listed.length ? id("fejl") : undefined}
    >
      {errors.form || listed.length ? (
        <div id={id("fejl")} className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{errors.form ?? "Tjek venligst formularen:"}</p>
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
      <TextField
        id={id("name")}
        name="name"
        label={<>Navn{required}</>}
        value={values.name}
        error={errors.name}
        autoComplete="name"
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("phone")}
          name="phone"
          type="tel"
          label="Telefon"
          hint="Telefon og/eller e-mail"
          value={values.phone}
          error={errors.phone}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          id={id("email")}
          name="email"
          type="email"
          label="E-mail"
          value={values.email}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField
        id={id("address")}
        name="address"
        label={<>Adresse eller postnummer{required}</>}
        value={values.address}
        error={errors.address}
        autoComplete="address-line1"
        required
      />
      <div>
        <label htmlFor={id("description")} className="mb-1 block font-medium text-stone-900">
          Hvad skal laves?{required}
        </label>
        <textarea
          id={id("description")}
          name="description"
          rows={4}
          maxLength={QUOTE_DESCRIPTION_MAX}
          defaultValue={values.description}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(
            id("description-hjaelp"),
            errors.description && id("description-fejl"),
          )}
          className={input}
        />
        <p id={id("description-hjaelp")} className="mt-1 text-sm text-stone-600">
          Beskriv opgaven med 10 til 4.000 tegn.
        </p>
        <Message id={id("description-fejl")} text={errors.description} />
      </div>
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
        <Message id={id("timing-fejl")} text={errors.timing} />
      </fieldset>
      <div>
        <label htmlFor={id("photos")} className="mb-1 block font-medium text-stone-900">
          Billeder (valgfrit)
        </label>
        <input
          id={id("photos")}
          name="photos"
          type="file"
          accept={QUOTE_PHOTO_ACCEPT}
          multiple
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={describedBy(id("photos-hjaelp"), errors.photos && id("photos-fejl"))}
          className="block w-full max-w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-(--site-tint) file:px-4 file:font-semibold"
        />
        <p id={id("photos-hjaelp")} className="mt-1 text-sm text-stone-600">
          Op til 5 billeder, højst 10 MB hver. Billederne ses kun af {props.companyName}.
        </p>
        <Message id={id("photos-fejl")} text={errors.photos} />
      </div>
      {/* Robots fill in every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>Lad dette felt være tomt</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {props.fillToken ? <input type="hidden" name="ft" value={props.fillToken} /> : null}
      <img src={props.startHref} alt="" width={1} height={1} loading="lazy" className="absolute h-px w-px" />
      <p className="text-sm text-stone-700">
        Når du sender, bruger {props.companyName} dine oplysninger til at svare dig og give et tilbud. Læs
        mere i{" "}
        <a href={props.privacyHref} className="font-medium text-(--site-link) underline underline-offset-2">
          privatlivspolitikken
        </a>
        .
      </p>
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
