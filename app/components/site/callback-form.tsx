import { CALLBACK_TIME_LABELS, CALLBACK_TIMES, type CallbackFields } from "~/schemas/callback-request";

export type CallbackFormProps = {
  /** Where the form posts: /ring-mig-op on the site's host, /{cvr}/ring-mig-op on the main host. */
  action: string;
  privacyHref: string;
  companyName: string;
  values?: CallbackFields | undefined;
  errors?: Partial<Record<keyof CallbackFields | "form", string>> | undefined;
  idPrefix: string;
};

const input =
  "block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700";

/**
 * "Ring mig op" (issue 25): name, phone and when, a plain urlencoded POST that works without
 * JavaScript. The server answers 303 to the thank-you page, or this form again with the typed values
 * and a Danish message by each field.
 */
export function CallbackForm(props: CallbackFormProps) {
  const values = props.values ?? { name: "", phone: "", when: "asap" };
  const errors = props.errors ?? {};
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const message = (name: keyof CallbackFields) =>
    errors[name] ? (
      <p id={id(`${name}-fejl`)} className="mt-1 font-medium text-red-700 text-sm">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: keyof CallbackFields) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": id(`${name}-fejl`) } : {};
  return (
    <form method="post" action={props.action} noValidate className="grid gap-4">
      {errors.form ? (
        <p
          role="alert"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {errors.form}
        </p>
      ) : null}
      <div>
        <label htmlFor={id("name")} className="mb-1 block font-medium text-stone-900">
          Dit navn
        </label>
        <input
          id={id("name")}
          name="name"
          defaultValue={values.name}
          autoComplete="name"
          required
          className={input}
          {...invalid("name")}
        />
        {message("name")}
      </div>
      <div>
        <label htmlFor={id("phone")} className="mb-1 block font-medium text-stone-900">
          Dit telefonnummer
        </label>
        <input
          id={id("phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          defaultValue={values.phone}
          autoComplete="tel"
          required
          className={input}
          {...invalid("phone")}
        />
        {message("phone")}
      </div>
      <div>
        <label htmlFor={id("when")} className="mb-1 block font-medium text-stone-900">
          Hvornår må vi ringe?
        </label>
        <select id={id("when")} name="when" defaultValue={values.when} className={input} {...invalid("when")}>
          {CALLBACK_TIMES.map((time) => (
            <option key={time} value={time}>
              {CALLBACK_TIME_LABELS[time]}
            </option>
          ))}
        </select>
        {message("when")}
      </div>
      {/* Robots fill in every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>Lad dette felt være tomt</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-sm text-stone-700">
        {props.companyName} bruger dit navn og nummer til at ringe dig op. Læs mere i{" "}
        <a href={props.privacyHref} className="font-medium text-(--site-link) underline underline-offset-2">
          privatlivspolitikken
        </a>
        .
      </p>
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
