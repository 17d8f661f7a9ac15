import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { IMAGE_MESSAGES, LOGO_UPLOAD_URL, type LogoUploadResult } from "~/schemas/image";
import { FileInput, UploadError, UploadStatus, useUpload } from "./image-picker";

/** SPEC §9: the saved indicator shows for 3 seconds. */
const SAVED_MS = 3000;

export type LogoUploaderProps = {
  /** The current logo's URL (`mediaUrl(company.logo)`), or null when the company has none. */
  logoUrl: string | null;
  /** Called after a successful upload with the new logo's URL. */
  onUploaded?: (logoUrl: string) => void;
};

/**
 * The settings page's Logo tab (SPEC §2, §4): shows the current logo and a labelled file input;
 * choosing a file uploads it at once (with progress) to /admin/settings/logo, which saves it on the
 * company, then 'Gemt' shows for 3 seconds and the route's loaders are revalidated.
 * The input has no `name`, so it can sit inside the settings form without adding a field to it.
 */
export function LogoUploader({ logoUrl, onUploaded }: LogoUploaderProps) {
  const [current, setCurrent] = useState(logoUrl);
  const { upload, failure, send } = useUpload<LogoUploadResult>(LOGO_UPLOAD_URL, IMAGE_MESSAGES.logoFailed);
  const [saved, setSaved] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => setCurrent(logoUrl), [logoUrl]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  async function uploadLogo(file: File) {
    setSaved(false);
    const result = await send(file);
    if (!result) return;
    setCurrent(result.logoUrl);
    setSaved(true);
    onUploaded?.(result.logoUrl);
    void revalidator.revalidate();
  }

  return (
    <div className="space-y-4">
      <div>
        <p className="mb-2 font-medium text-stone-900">Nuværende logo</p>
        {current ? (
          <img
            src={current}
            alt="Nuværende logo"
            className="max-h-28 max-w-full rounded-lg border border-stone-200 bg-stone-50 object-contain p-2 sm:max-w-xs"
          />
        ) : (
          <p className="text-stone-700">Du har ikke uploadet et logo endnu.</p>
        )}
      </div>
      <FileInput
        label="Upload nyt logo"
        hint="PNG med gennemsigtig baggrund er bedst; JPEG, WebP, GIF og AVIF virker også, højst 15 MB. Logoet gemmes med det samme."
        disabled={upload !== null}
        onFiles={([file]) => {
          if (file) void uploadLogo(file);
        }}
      />
      {upload ? <UploadStatus fileName={upload.fileName} fraction={upload.fraction} /> : null}
      <div aria-live="polite">
        {saved ? <p className="font-semibold text-green-800">{IMAGE_MESSAGES.saved}</p> : null}
      </div>
      {failure ? <UploadError failure={failure} /> : null}
    </div>
  );
}
