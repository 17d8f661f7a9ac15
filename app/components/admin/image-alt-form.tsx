import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FormValues } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import { IMAGE_ALT_MAX } from "~/schemas/image";

export const IMAGE_ALT_INTENT = "alt";

/**
 * The answer of the archive's action to an alt-text save: on success `data` is the saved text, on a
 * refusal `values` holds the typed text; either way the image it was for.
 */
export type ImageAltResult = ActionResult<FormValues, { imageId: string; alt: string }>;

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
  const failed = result && !result.ok && result.values?.imageId === imageId ? result : null;
  const saved = result?.ok && result.data?.imageId === imageId && fetcher.state === "idle";
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={IMAGE_ALT_INTENT} />
      <input type="hidden" name="imageId" value={imageId} />
      <Field
        label="Alt-tekst"
        name="alt"
        maxLength={IMAGE_ALT_MAX + 50}
        defaultValue={failed ? failed.values?.alt : alt}
        error={failed?.message}
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
