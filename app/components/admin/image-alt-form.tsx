import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { IMAGE_ALT_MAX } from "~/schemas/image";

export const IMAGE_ALT_INTENT = "alt";

/** The answer of the archive's action to an alt-text save. */
export type ImageAltResult =
  | { ok: true; altSaved: { imageId: string; alt: string } }
  | { ok: false; error: string; altFor: { imageId: string; value: string } };

/**
 * The alt text of one archive image (issue 23): what a screen reader says for it on the site. A plain
 * form post to the archive (works without JavaScript); the error stands next to the field with the
 * typed text kept.
 */
export function ImageAltForm({
  imageId,
  imageName,
  alt,
  answer,
}: {
  imageId: string;
  imageName: string;
  alt: string;
  /** The page's action answer without JavaScript, when it was for this image. */
  answer: ImageAltResult | undefined;
}) {
  const fetcher = useFetcher<ImageAltResult>({ key: `image-alt-${imageId}` });
  const result = fetcher.data ?? answer;
  const failed = result && !result.ok && result.altFor.imageId === imageId ? result : null;
  const saved = result?.ok && result.altSaved.imageId === imageId && fetcher.state === "idle";
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={IMAGE_ALT_INTENT} />
      <input type="hidden" name="imageId" value={imageId} />
      <Field
        label="Alt-tekst"
        name="alt"
        maxLength={IMAGE_ALT_MAX + 50}
        defaultValue={failed ? failed.altFor.value : alt}
        error={failed?.error}
        hint={`Beskriv billedet for blinde, f.eks. "Ny terrasse i lærk". Højst ${IMAGE_ALT_MAX} tegn.`}
        aria-label={`Alt-tekst til ${imageName}`}
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={fetcher.state !== "idle"}>
        Gem alt-tekst
      </Button>
      <p role="status" className="text-green-800 text-sm">
        {saved ? "Alt-teksten er gemt" : ""}
      </p>
    </fetcher.Form>
  );
}
