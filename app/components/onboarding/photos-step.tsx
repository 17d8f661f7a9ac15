import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { IMAGE_ACCEPT } from "~/schemas/image";
import { type OnboardingPhotoView, PHOTO_STEP } from "~/schemas/onboarding-photos";

type Props = {
  photos: OnboardingPhotoView[];
  owner: { name: string; line: string };
  errors: { photos?: string; ownerName?: string; ownerLine?: string };
};

const KIND_LABEL = { work: "Billede af jeres arbejde", logo: "Logo", owner: "Billede af mester" } as const;

/**
 * Step 3 (issue 22): photos from day one, all optional. The old website's logo and photos to tick, and
 * uploads from the phone. A multipart form posted to /onboarding/billeder, which answers 303 to the next
 * step or back here with messages: a plain document post without JavaScript, a React Router submission
 * (the files in its FormData) with it, so the next step appears without a page load, as the others do.
 */
export function PhotosStep({ photos, owner, errors }: Props) {
  const found = photos.filter((photo) => photo.origin === "found");
  const uploaded = photos.filter((photo) => photo.origin === "upload");
  const summary = [
    ...(errors.photos ? [{ message: errors.photos, fieldId: "photos-work" }] : []),
    ...(errors.ownerName ? [{ message: errors.ownerName, fieldId: "owner-name" }] : []),
    ...(errors.ownerLine ? [{ message: errors.ownerLine, fieldId: "owner-line" }] : []),
  ];
  return (
    <Form
      method="post"
      action="/onboarding/billeder"
      encType="multipart/form-data"
      noValidate
      className="space-y-6"
    >
      <ErrorSummary autoFocus focusKey={errors} errors={summary} />
      <p className="text-stone-700">
        Sider med billeder af jeres arbejde får flere henvendelser. Alt her er valgfrit, og I kan altid skifte
        billederne senere.
      </p>

      {found.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">
            Billeder fra jeres nuværende hjemmeside
          </legend>
          <p className="text-sm text-stone-700">Sæt flueben ved dem, I vil bruge.</p>
          <PhotoChoices photos={found} />
        </fieldset>
      ) : null}

      {uploaded.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">Billeder I har lagt op</legend>
          <PhotoChoices photos={uploaded} />
        </fieldset>
      ) : null}

      <FileField
        id="photos-work"
        name="work"
        label={`Billeder af jeres arbejde (højst ${PHOTO_STEP.maxWork})`}
        hint="Tag dem med telefonen eller vælg dem fra dine billeder."
        multiple
        error={errors.photos}
      />
      <FileField id="photos-logo" name="logo" label="Logo" />
      <fieldset className="space-y-4 rounded-xl bg-stone-50 p-4">
        <legend className="font-semibold text-stone-900">Mød mesteren</legend>
        <FileField id="photos-owner" name="ownerPhoto" label="Billede af mester" />
        <Field
          id="owner-name"
          label="Mesterens navn"
          name="ownerName"
          autoComplete="name"
          defaultValue={owner.name}
          error={errors.ownerName}
        />
        <div>
          <label htmlFor="owner-line" className="mb-1 block font-medium text-stone-900">
            Et par ord fra mester
          </label>
          <textarea
            id="owner-line"
            name="ownerLine"
            rows={3}
            defaultValue={owner.line}
            aria-describedby={errors.ownerLine ? "owner-line-hint owner-line-error" : "owner-line-hint"}
            aria-invalid={errors.ownerLine ? true : undefined}
            className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
          />
          <p id="owner-line-hint" className="mt-1 text-sm text-stone-600">
            I jeg-form, f.eks. "Jeg har været tømrer i 20 år og kommer selv ud til alle opgaver."
          </p>
          {errors.ownerLine ? (
            <p id="owner-line-error" className="mt-1 font-medium text-red-700 text-sm">
              {errors.ownerLine}
            </p>
          ) : null}
        </div>
      </fieldset>

      {/* "Næste" first in the source: Enter in a field submits with the first button. */}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <Button type="submit">Næste</Button>
        <Button type="submit" name="back" value="1" variant="secondary" formNoValidate>
          Tilbage
        </Button>
      </div>
    </Form>
  );
}

function PhotoChoices({ photos }: { photos: OnboardingPhotoView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <label className="block cursor-pointer rounded-lg border border-stone-300 bg-white p-2">
            <img
              src={photo.previewUrl}
              alt={photo.name}
              width={480}
              height={360}
              loading="lazy"
              className="aspect-[4/3] w-full rounded object-cover"
            />
            <span className="mt-2 flex min-h-11 items-center gap-2 text-sm text-stone-900">
              <input
                type="checkbox"
                name="chosen"
                value={photo.id}
                defaultChecked={photo.chosen}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="break-words">Brug som {KIND_LABEL[photo.kind].toLowerCase()}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function FileField({
  id,
  name,
  label,
  hint,
  multiple,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  multiple?: boolean;
  error?: string | undefined;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={`image/*,${IMAGE_ACCEPT}`}
        multiple={multiple}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full max-w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
