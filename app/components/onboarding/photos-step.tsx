import { Form } from "react-router";
import { ErrorSummary } from "~/components/ui/error-summary";
import { FileField } from "~/components/ui/field";
import { MeetTheOwnerFields } from "~/components/ui/meet-the-owner-fields";
import { IMAGE_ACCEPT } from "~/schemas/image";
import { type OnboardingPhotoView, PHOTO_STEP } from "~/schemas/onboarding-photos";
import { StepButtons } from "./step-buttons";

type Props = {
  photos: OnboardingPhotoView[];
  owner: { name: string; line: string };
  errors: { photos?: string; ownerName?: string; ownerLine?: string };
};

/** Photos from the phone's camera or library, or any image file the archive takes. */
const PHOTO_INPUT = {
  accept: `image/*,${IMAGE_ACCEPT}`,
  inputClassName:
    "block w-full max-w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white",
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
        {...PHOTO_INPUT}
        id="photos-work"
        name="work"
        label={`Billeder af jeres arbejde (højst ${PHOTO_STEP.maxWork})`}
        hint="Tag dem med telefonen eller vælg dem fra dine billeder."
        multiple
        error={errors.photos}
      />
      <FileField {...PHOTO_INPUT} id="photos-logo" name="logo" label="Logo" />
      <fieldset className="space-y-4 rounded-xl bg-stone-50 p-4">
        <legend className="font-semibold text-stone-900">Mød mesteren</legend>
        <FileField {...PHOTO_INPUT} id="photos-owner" name="ownerPhoto" label="Billede af mester" />
        <MeetTheOwnerFields
          name={owner.name}
          line={owner.line}
          errors={errors}
          lineHint={'I jeg-form, f.eks. "Jeg har været tømrer i 20 år og kommer selv ud til alle opgaver."'}
        />
      </fieldset>

      <StepButtons />
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
