import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import {
  type ArchiveImage,
  IMAGE_ACCEPT,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_URL,
  type ImageUploadResult,
  MAX_IMAGES,
  MAX_UPLOAD_BYTES,
  UPLOAD_REASONS,
} from "~/schemas/image";

export type UploadFailure = { ok: false; error: string; reason?: string };

/**
 * Sends one file (multipart field "file") to one of the upload endpoints (IMAGE_UPLOAD_URL,
 * LOGO_UPLOAD_URL) with XMLHttpRequest, so the upload's progress can be shown; onProgress gets
 * 0..1. Resolves with the endpoint's JSON, or with `failure` and a reason when the request itself
 * fails. A session that has ended sends the browser to the login.
 */
export function uploadFileWithProgress<T extends { ok: boolean }>(
  url: string,
  file: File,
  failure: string,
  onProgress: (fraction: number) => void,
): Promise<T | UploadFailure> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.resolve({ ok: false, error: failure, reason: UPLOAD_REASONS.tooLarge });
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (new URL(request.responseURL || url, window.location.href).pathname === "/admin") {
        window.location.assign("/admin");
        return resolve({ ok: false, error: failure });
      }
      try {
        const body = JSON.parse(request.responseText) as T | UploadFailure;
        if (typeof body === "object" && body !== null && "ok" in body) return resolve(body);
      } catch {
        // Not JSON (a proxy's error page): reported below.
      }
      resolve({ ok: false, error: failure });
    });
    const offline = () =>
      resolve({ ok: false, error: failure, reason: "Forbindelsen blev afbrudt. Prøv igen." });
    request.addEventListener("error", offline);
    request.addEventListener("abort", offline);
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}

/**
 * One upload at a time to one endpoint: `send` uploads a file and resolves with the endpoint's
 * success, or with null after keeping the failure; `upload` (the file and how far it has come) and
 * `failure` are what UploadStatus and UploadError show.
 */
export function useUpload<T extends { ok: boolean }>(url: string, failed: string) {
  const [upload, setUpload] = useState<{ fileName: string; fraction: number } | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  async function send(file: File): Promise<Extract<T, { ok: true }> | null> {
    setFailure(null);
    setUpload({ fileName: file.name, fraction: 0 });
    const result = await uploadFileWithProgress<T>(url, file, failed, (fraction) =>
      setUpload({ fileName: file.name, fraction }),
    );
    setUpload(null);
    if (result.ok) return result as Extract<T, { ok: true }>;
    setFailure(result as UploadFailure);
    return null;
  }
  return { upload, failure, clearFailure: () => setFailure(null), send };
}

/** The progress of one upload: what is being sent and how far it has come. */
export function UploadStatus({
  fileName,
  fraction,
  position,
}: {
  fileName: string;
  fraction: number;
  position?: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <p role="status" className="text-sm text-stone-800">
        Uploader {fileName}
        {position ? ` (${position})` : ""}
      </p>
      <div className="flex items-center gap-3">
        <progress
          max={100}
          value={percent}
          aria-label={`Uploader ${fileName}`}
          className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
        />
        <span aria-hidden="true" className="w-12 text-right text-sm tabular-nums text-stone-800">
          {percent} %
        </span>
      </div>
    </div>
  );
}

/** A refused or failed upload: the spec's message and, when known, why. */
export function UploadError({ failure }: { failure: UploadFailure }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{failure.error}</p>
      {failure.reason ? <p className="mt-1 text-sm">{failure.reason}</p> : null}
    </div>
  );
}

export type FileInputProps = {
  /** The visible label, e.g. 'Vælg billeder'. */
  label: string;
  /** Help text under the control (tied to it with aria-describedby). */
  hint: string;
  /** Called with the chosen files; the input is cleared, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Only for a plain form that must work without JavaScript; leave it out inside other forms. */
  name?: string;
  /** Show the browser's own control (before hydration, for the plain form) instead of a Danish button. */
  native?: boolean;
};

/**
 * A file input that accepts only images (IMAGE_ACCEPT), shown as a Danish button: the browser's own
 * control speaks the browser's language ("Choose Files"). The real input stays focusable and
 * labelled for keyboards and screen readers; the button shows its focus.
 */
export function FileInput({
  label,
  hint,
  onFiles,
  multiple = false,
  disabled = false,
  name,
  native = false,
}: FileInputProps) {
  const id = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;

  // Files chosen before the page's JavaScript was running are uploaded as soon as it runs.
  useEffect(() => {
    const chosen = input.current?.files;
    if (chosen && chosen.length > 0) {
      const files = [...chosen];
      input.current!.value = "";
      latestOnFiles.current(files);
    }
  }, []);

  // The input stays the same element in both looks (first in the DOM), so a choice is never lost.
  return (
    <div className="space-y-2">
      <div className={native ? "flex flex-col-reverse gap-1" : ""}>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) onFiles(files);
          }}
          className={native ? "block w-full text-stone-900" : "peer sr-only"}
        />
        <label
          htmlFor={id}
          className={
            native
              ? "block font-medium text-stone-900"
              : buttonClass(
                  "secondary",
                  "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-blue-700 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
                )
          }
        >
          {label}
        </label>
      </div>
      <p id={hintId} className="text-sm text-stone-600">
        {hint}
      </p>
    </div>
  );
}

export type ImagePickerProps = {
  /** The company's archive: `listImages(company.id)` from your route's loader. */
  images: ArchiveImage[];
  /**
   * Called with the chosen image, or with a freshly uploaded one. Store `image.path` (the storage
   * key) on the page, e.g. as hero.backgroundImage; show it with `image.url` / `image.srcSet`.
   */
  onSelect: (image: ArchiveImage) => void;
  /** Text of the button that opens the dialog. Default 'Vælg billede'. */
  buttonLabel?: string;
  /** The dialog's heading. Default 'Vælg et billede fra Billedearkiv'. */
  title?: string;
};

/**
 * A button that opens a dialog listing the archive's images (each a 'Vælg billede' button whose
 * image has the file name as alt text), plus an upload option while fewer than 15 images exist.
 * Choosing or uploading calls onSelect and closes the dialog; the route's loaders are revalidated
 * after an upload so `images` includes the new image. Its controls have no `name`, so it can sit
 * inside another form without adding fields to it.
 */
export function ImagePicker({
  images,
  onSelect,
  buttonLabel = "Vælg billede",
  title = "Vælg et billede fra Billedearkiv",
}: ImagePickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { upload, failure, clearFailure, send } = useUpload<ImageUploadResult>(
    IMAGE_UPLOAD_URL,
    IMAGE_MESSAGES.uploadFailed,
  );
  const revalidator = useRevalidator();
  const canUpload = images.length < MAX_IMAGES;

  function open() {
    clearFailure();
    dialog.current?.showModal();
  }

  function choose(image: ArchiveImage) {
    onSelect(image);
    dialog.current?.close();
  }

  async function uploadAndChoose(file: File) {
    const result = await send(file);
    if (!result) return;
    await revalidator.revalidate();
    choose(result.image);
  }

  return (
    <>
      <Button variant="secondary" onClick={open}>
        {buttonLabel}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/60"
      >
        <div className="space-y-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="font-bold text-stone-900 text-xl">
              {title}
            </h2>
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              Luk
            </Button>
          </div>
          {images.length === 0 ? (
            <p className="text-stone-700">Der er ingen billeder i Billedearkiv endnu.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => choose(image)}
                    className="flex w-full flex-col overflow-hidden rounded-lg border border-stone-300 bg-white text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <img
                      src={image.url}
                      srcSet={image.srcSet}
                      sizes="(min-width: 640px) 15rem, 45vw"
                      alt={image.name}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-stone-100 object-cover"
                    />
                    <span className="px-3 py-2 font-semibold text-brand-800">Vælg billede</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {canUpload ? (
            <div className="border-stone-200 border-t pt-4">
              <FileInput
                label="Upload nyt billede"
                hint="JPEG, PNG, WebP, GIF eller AVIF, højst 15 MB. Billedet gemmes også i Billedearkiv."
                disabled={upload !== null}
                onFiles={([file]) => {
                  if (file) void uploadAndChoose(file);
                }}
              />
            </div>
          ) : (
            <p className="border-stone-200 border-t pt-4 text-stone-700">{IMAGE_MESSAGES.limitReached}</p>
          )}
          {upload ? <UploadStatus fileName={upload.fileName} fraction={upload.fraction} /> : null}
          {failure ? <UploadError failure={failure} /> : null}
        </div>
      </dialog>
    </>
  );
}
