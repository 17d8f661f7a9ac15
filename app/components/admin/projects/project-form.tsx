import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Checkbox, Field, FieldFrame, FileField, TextAreaField } from "~/components/ui/field";
import {
  PROJECT_ALT_MAX,
  PROJECT_MAX_PHOTOS,
  PROJECT_TEXT_MAX,
  type ProjectFormValues,
} from "~/schemas/project";

type ProjectFormPhoto = { src: string; alt: string };

export type ProjectFormProps = {
  values: ProjectFormValues;
  errors: Record<string, string>;
  /** A failed save's sentence (the save itself failed, not a field). */
  message?: string | undefined;
  /** Each failed save gets a new one, so the summary takes focus again. */
  focusKey: unknown;
  servicePages: Array<{ id: string; name: string }>;
  fradragAllowed: boolean;
  /** Edit form: the project's current photos (thumbnails through /media). */
  existing: {
    photos: ProjectFormPhoto[];
    before: ProjectFormPhoto | null;
    after: ProjectFormPhoto | null;
  } | null;
  published: boolean;
};

const FIELD_ORDER = ["title", "postcode", "servicePageId", "doneOn", "text", "photos", "before", "alt"];
const input =
  "block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900";

/**
 * The project form (issue 26), made for a phone: one column, the camera offered by the file inputs
 * (accept="image/*"), every field labelled, a plain multipart post that works without JavaScript.
 * A refusal comes back with the typed values, the messages next to their fields and in a summary.
 */
export function ProjectForm({
  values,
  errors,
  message,
  focusKey,
  servicePages,
  fradragAllowed,
  existing,
  published,
}: ProjectFormProps) {
  const summary = FIELD_ORDER.filter((key) => errors[key]).map((key) => ({
    message: errors[key]!,
    fieldId: `projekt-${key}`,
  }));
  if (message && summary.length === 0) summary.push({ message, fieldId: "projekt-title" });
  const text = (name: "title" | "postcode" | "doneOn" | "alt") => ({
    id: `projekt-${name}`,
    name,
    defaultValue: values[name],
    error: errors[name],
  });
  return (
    <Form method="post" encType="multipart/form-data" className="grid max-w-2xl gap-5" noValidate>
      {/* autoFocus: without JavaScript the browser moves focus to the summary on load. */}
      <ErrorSummary errors={summary} focusKey={focusKey} autoFocus />
      <Field {...text("title")} label="Overskrift" maxLength={100} required />
      <Field
        {...text("postcode")}
        label="Postnummer, hvor opgaven blev lavet"
        hint="Kun byen vises på hjemmesiden, aldrig kundens adresse."
        inputMode="numeric"
        pattern="[0-9]{4}"
        maxLength={4}
        className="max-w-48"
        required
      />
      <FieldFrame
        id="projekt-servicePageId"
        label="Ydelse"
        error={errors.servicePageId}
        control={(aria) => (
          <select {...aria} name="servicePageId" defaultValue={values.servicePageId} className={input}>
            <option value="">Ingen bestemt side</option>
            {servicePages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        {...text("doneOn")}
        type="date"
        label="Dato, hvor opgaven blev færdig"
        className="max-w-60"
        required
      />
      <TextAreaField
        id="projekt-text"
        name="text"
        label="Kort tekst om opgaven (valgfri)"
        rows={4}
        maxLength={PROJECT_TEXT_MAX}
        defaultValue={values.text}
        error={errors.text}
      />

      {existing ? <ExistingPhotos existing={existing} values={values} /> : null}

      <fieldset className="grid gap-4 rounded-xl border border-stone-300 p-4">
        <legend className="px-1 font-semibold text-stone-900">
          {existing ? "Tilføj billeder" : "Billeder"} (2–{PROJECT_MAX_PHOTOS} i alt)
        </legend>
        <FileField
          accept="image/*"
          id="projekt-photos"
          name="photos"
          label="Billeder fra opgaven"
          hint="Tag billeder med kameraet, eller vælg dem fra telefonen. Billederne lægges også i billedarkivet."
          multiple
          error={errors.photos}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FileField
            accept="image/*"
            id="projekt-before"
            name="before"
            label="Før-billede (valgfrit)"
            error={errors.before}
          />
          <FileField
            accept="image/*"
            id="projekt-after"
            name="after"
            label="Efter-billede (valgfrit)"
            error={errors.after}
          />
        </div>
        <Field
          {...text("alt")}
          label="Hvad viser billederne?"
          hint="F.eks. Nyt tag med røde vingetagsten. Læses op for blinde og bruges af søgemaskiner."
          maxLength={PROJECT_ALT_MAX}
        />
      </fieldset>

      {fradragAllowed ? (
        <Checkbox
          name="fradrag"
          value="1"
          defaultChecked={values.fradrag}
          label="Kunden fik håndværkerfradrag for opgaven"
        />
      ) : null}

      <div className="flex flex-wrap gap-3">
        {published ? (
          <>
            <button type="submit" name="intent" value="save" className={buttonClass("primary")}>
              Gem
            </button>
            <button type="submit" name="intent" value="unpublish" className={buttonClass("secondary")}>
              Tag af hjemmesiden
            </button>
          </>
        ) : (
          <>
            <button type="submit" name="intent" value="publish" className={buttonClass("primary")}>
              Gem og udgiv
            </button>
            <button type="submit" name="intent" value="save" className={buttonClass("secondary")}>
              Gem som kladde
            </button>
          </>
        )}
      </div>
    </Form>
  );
}

function ExistingPhotos({
  existing,
  values,
}: {
  existing: NonNullable<ProjectFormProps["existing"]>;
  values: ProjectFormValues;
}) {
  const rows = [
    ...existing.photos.map((photo, index) => ({
      key: String(index),
      label: `Billede ${index + 1}`,
      altName: `photoAlt_${index}`,
      alt: values.photoAlts[index] ?? photo.alt,
      src: photo.src,
    })),
    ...(existing.before
      ? [
          {
            key: "before",
            label: "Før-billede",
            altName: "beforeAlt",
            alt: values.beforeAlt || existing.before.alt,
            src: existing.before.src,
          },
        ]
      : []),
    ...(existing.after
      ? [
          {
            key: "after",
            label: "Efter-billede",
            altName: "afterAlt",
            alt: values.afterAlt || existing.after.alt,
            src: existing.after.src,
          },
        ]
      : []),
  ];
  if (rows.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-300 p-4">
      <legend className="px-1 font-semibold text-stone-900">Opgavens billeder</legend>
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[5rem_1fr] gap-3">
            <img
              src={row.src}
              alt=""
              className="aspect-square w-20 rounded-lg border border-stone-200 object-cover"
            />
            <div className="grid gap-2">
              <Field
                id={`projekt-alt-${row.key}`}
                name={row.altName}
                label={`${row.label}: hvad viser det?`}
                defaultValue={row.alt}
                maxLength={PROJECT_ALT_MAX}
              />
              <label className="flex min-h-11 items-center gap-2 text-stone-900">
                <input type="checkbox" name="remove" value={row.key} className="size-5" />
                Fjern {row.label.toLowerCase()} fra opgaven
              </label>
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
