import { type DragEvent, useEffect, useId, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { z } from "zod";
import { IMAGE_ALT_INTENT, ImageAltForm, type ImageAltResult } from "~/components/admin/image-alt-form";
import {
  FileInput,
  UploadError,
  type UploadFailure,
  UploadStatus,
  uploadFileWithProgress,
} from "~/components/admin/image-picker";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { parseForm } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import {
  type ArchiveImage,
  deleteImageSchema,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_URL,
  type ImageUploadResult,
  imageInUseText,
  MAX_IMAGES,
  PLAIN_UPLOAD_INTENT,
} from "~/schemas/image";
import { requireOwner } from "~/server/auth/require-owner.server";
import { deleteImage } from "~/server/images/delete-image.server";
import { findImageUses } from "~/server/images/find-image-uses.server";
import { listImages } from "~/server/images/list-images.server";
import { log } from "~/server/log.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/images";
import { answerImageAlt } from "./image-alt-answer.server";
import { answerPlainUpload } from "./plain-upload-answer.server";

export function meta() {
  return [{ title: "Billedearkiv | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  try {
    const [images, uses] = await Promise.all([listImages(company.id), findImageUses(company.id)]);
    return { images, uses, error: null };
  } catch (error) {
    log("error", "image archive not listed", {
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      images: [] as ArchiveImage[],
      uses: {} as Record<string, string[]>,
      error: IMAGE_MESSAGES.loadFailed,
    };
  }
}

/**
 * Deletes an image (intent=delete), saves an alt text (intent=alt), or takes the plain multipart form
 * that works without JavaScript; with JavaScript the page uploads through /admin/images/upload to
 * show progress. An image pages use answers 409 with the pages named on `confirmed` (the owner must
 * confirm) until the owner confirms.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    return answerPlainUpload(request, { companyId: company.id, cvr: company.cvr, uploadedBy: email });
  }

  const form = await request.formData();
  const posted = parseForm(form, z.object({ intent: z.string() }));
  if (posted.ok && posted.data.intent === IMAGE_ALT_INTENT) return answerImageAlt(company.id, form);
  const parsed = parseForm(form, deleteImageSchema);
  if (!parsed.ok)
    return actionInvalid({ intent: DELETE_INTENT, fieldErrors: {}, message: IMAGE_MESSAGES.deleteFailed });
  const { imageId, confirmed } = parsed.data;
  try {
    // An image pages use is only deleted once the owner has been told which pages (also without JS).
    if (confirmed !== "1") {
      const names = (await findImageUses(company.id))[imageId];
      if (names) {
        const warning = imageInUseText(names);
        return actionInvalid({
          intent: DELETE_INTENT,
          fieldErrors: { confirmed: warning },
          message: warning,
          values: { imageId },
          status: 409,
        });
      }
    }
    const { name } = await deleteImage({ companyId: company.id, imageId });
    return actionDone({ intent: DELETE_INTENT, message: `Billedet ${name} blev slettet.` });
  } catch (error) {
    return actionFailed(error, {
      intent: DELETE_INTENT,
      log: "image not deleted",
      fallback: IMAGE_MESSAGES.deleteFailed,
      fields: { companyId: company.id },
    });
  }
}

const DELETE_INTENT = "delete";

/** The shared fetcher every delete button submits through, so the page can announce the result. */
const DELETE_FETCHER = "delete-image";

export default function ImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  // The archive's action answers uploads and deletes, and (without JavaScript) an alt-text save.
  const answer = actionData as ActionResult | undefined;
  const altAnswer = answer?.intent === IMAGE_ALT_INTENT ? (answer as ImageAltResult) : undefined;
  const pageAnswer = altAnswer ? undefined : answer;
  const { images, error } = loaderData;
  const deleter = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const atLimit = images.length >= MAX_IMAGES;
  const deleteResult = deleter.state === "idle" ? deleter.data : undefined;
  // What the last multi-file upload left out, by file name; kept here because the upload area gives way
  // to the limit notice once the archive is full, and the owner must still see which files were not taken.
  const [leftOut, setLeftOut] = useState("");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-2xl text-stone-900">Billedearkiv</h1>
        {error ? null : (
          <p className="text-stone-700">
            {images.length} af {MAX_IMAGES} billeder
          </p>
        )}
      </div>

      {error ? (
        <Notice tone="failed">{error}</Notice>
      ) : atLimit ? (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900">
          <p className="font-semibold">{IMAGE_MESSAGES.limitReached}</p>
          {leftOut ? <p className="mt-1 break-words">{leftOut}</p> : null}
          <p className="mt-1">Slet et billede, hvis du vil uploade et nyt.</p>
        </div>
      ) : (
        <UploadArea remaining={MAX_IMAGES - images.length} onLeftOut={setLeftOut} />
      )}

      {pageAnswer?.intent === PLAIN_UPLOAD_INTENT && !pageAnswer.ok ? (
        <UploadError
          failure={{ ok: false, error: pageAnswer.message, reason: pageAnswer.fieldErrors.file }}
        />
      ) : null}
      <div aria-live="polite">
        {deleteResult?.ok || pageAnswer?.ok ? (
          <p className="font-medium text-green-800">
            {(deleteResult?.ok ? deleteResult : pageAnswer)?.message}
          </p>
        ) : null}
      </div>
      {deleteResult && !deleteResult.ok && !deleteResult.fieldErrors.confirmed ? (
        <Notice tone="failed">{deleteResult.message}</Notice>
      ) : null}
      <InUseWarning result={deleteResult ?? pageAnswer} />

      {error ? null : images.length === 0 ? (
        <p className="text-stone-700">
          Du har ingen billeder endnu. Upload billeder af dit arbejde, så kan du bruge dem på dine sider.
        </p>
      ) : (
        <section aria-labelledby="archive-heading">
          <h2 id="archive-heading" className="sr-only">
            Dine billeder
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                usedOn={loaderData.uses[image.id]}
                altAnswer={altAnswer}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The server's "Billedet bruges på: ..." before deleting an image in use, with "Slet alligevel". */
function InUseWarning({ result }: { result: ActionResult | undefined }) {
  const deleter = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const warning = result?.fieldErrors.confirmed;
  if (!result || result.ok || !warning) return null;
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900">
      <p className="font-semibold">{warning}</p>
      <deleter.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="imageId" value={result.values?.imageId ?? ""} />
        <input type="hidden" name="confirmed" value="1" />
        <Button type="submit" variant="danger">
          Slet alligevel
        </Button>
      </deleter.Form>
    </div>
  );
}

function ImageCard({
  image,
  usedOn,
  altAnswer,
}: {
  image: ArchiveImage;
  usedOn: string[] | undefined;
  altAnswer?: ImageAltResult | undefined;
}) {
  const deleter = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const deleting = deleter.state !== "idle" && deleter.formData?.get("imageId") === image.id;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <img
        src={image.url}
        srcSet={image.srcSet}
        sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
        alt={image.name}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col justify-between gap-2 p-3">
        <p className="break-words text-sm text-stone-800">{image.name}</p>
        <ImageAltForm imageId={image.id} imageName={image.name} alt={image.alt} answer={altAnswer} />
        <deleter.Form
          method="post"
          onSubmit={(event) => {
            const question = usedOn
              ? `${imageInUseText(usedOn)} ${IMAGE_MESSAGES.confirmDelete}`
              : IMAGE_MESSAGES.confirmDelete;
            if (!window.confirm(question)) event.preventDefault();
            // Told which pages use it: the server need not ask again. Without JS, it asks (value "").
            else {
              const confirmed = event.currentTarget.elements.namedItem("confirmed");
              if (confirmed instanceof HTMLInputElement) confirmed.value = "1";
            }
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="imageId" value={image.id} />
          <input type="hidden" name="confirmed" value="" />
          <Button type="submit" variant="secondary" className="w-full" disabled={deleting}>
            {deleting ? "Sletter..." : "Slet"}
            <span className="sr-only"> billedet {image.name}</span>
          </Button>
        </deleter.Form>
      </div>
    </li>
  );
}

/** The file picker and drop zone; uploads one file at a time with a progress bar. */
/** "Ikke uploadet: a.jpg, b.jpg" – the files an upload left out, by name. */
export function skippedFilesText(names: string[]): string {
  return `${names.length === 1 ? "Dette billede blev ikke uploadet" : "Disse billeder blev ikke uploadet"}: ${names.join(", ")}`;
}

function UploadArea({ remaining, onLeftOut }: { remaining: number; onLeftOut: (text: string) => void }) {
  const headingId = useId();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [current, setCurrent] = useState<{ fileName: string; fraction: number; position: string } | null>(
    null,
  );
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [done, setDone] = useState<number | null>(null);

  useEffect(() => setHydrated(true), []);

  async function uploadFiles(files: File[]) {
    if (files.length === 0 || current) return;
    setFailure(null);
    setDone(null);
    onLeftOut("");
    let uploaded = 0;
    const failed: string[] = [];
    let firstError: string | undefined;
    let skipped: string[] = [];
    for (const [index, file] of files.entries()) {
      if (uploaded >= remaining) {
        skipped = files.slice(index).map((skippedFile) => skippedFile.name);
        break;
      }
      const position = files.length > 1 ? `${index + 1} af ${files.length}` : "";
      setCurrent({ fileName: file.name, fraction: 0, position });
      const result = await uploadFileWithProgress<ImageUploadResult>(
        IMAGE_UPLOAD_URL,
        file,
        IMAGE_MESSAGES.uploadFailed,
        (fraction) => setCurrent({ fileName: file.name, fraction, position }),
      );
      if (!result.ok) {
        // One bad file does not stop the others; the message names each file that failed.
        failed.push(
          files.length > 1 ? `${file.name}: ${result.reason ?? result.error}` : (result.reason ?? ""),
        );
        firstError ??= result.error;
        continue;
      }
      uploaded++;
    }
    if (firstError !== undefined || skipped.length > 0) {
      const reason = [...failed, skipped.length > 0 ? skippedFilesText(skipped) : ""]
        .filter(Boolean)
        .join(" ");
      onLeftOut(reason);
      setFailure({
        ok: false,
        error: firstError ?? IMAGE_MESSAGES.limitReached,
        ...(reason ? { reason } : {}),
      });
    }
    setCurrent(null);
    if (uploaded > 0) {
      setDone(uploaded);
      await revalidator.revalidate();
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void uploadFiles([...event.dataTransfer.files]);
  }

  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`space-y-3 rounded-xl border-2 border-dashed p-4 sm:p-6 ${
        dragging ? "border-brand-700 bg-brand-50" : "border-stone-400 bg-white"
      }`}
    >
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        Upload billeder
      </h2>
      <form method="post" encType="multipart/form-data" className="space-y-2">
        <FileInput
          label="Vælg billeder"
          hint={`Træk billeder herhen, eller vælg dem på din computer eller telefon. JPEG, PNG, WebP, GIF eller AVIF, højst 15 MB pr. billede. Du kan uploade ${remaining} ${remaining === 1 ? "billede" : "billeder"} mere.`}
          name="file"
          multiple
          native={!hydrated}
          disabled={current !== null}
          onFiles={(files) => void uploadFiles(files)}
        />
        {hydrated ? null : (
          <Button type="submit" variant="primary">
            Upload billeder
          </Button>
        )}
      </form>
      {current ? (
        <UploadStatus fileName={current.fileName} fraction={current.fraction} position={current.position} />
      ) : null}
      <div aria-live="polite">
        {done ? (
          <p className="font-medium text-green-800">
            {done === 1 ? "Billedet blev uploadet." : `${done} billeder blev uploadet.`}
          </p>
        ) : null}
      </div>
      {failure ? <UploadError failure={failure} /> : null}
    </section>
  );
}
