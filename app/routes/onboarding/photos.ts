import { redirect } from "react-router";
import { PHOTO_STEP } from "~/schemas/onboarding-photos";
import { log } from "~/server/log.server";
import { readDraft, saveDraft } from "~/server/onboarding/onboarding-draft.server";
import { readPhotoForm } from "~/server/onboarding/photos/read-photo-form.server";
import { savePhotoStep } from "~/server/onboarding/photos/save-photo-step.server";
import { sweepOnboardingPhotos } from "~/server/onboarding/photos/sweep-onboarding-photos.server";
import type { Route } from "./+types/photos";

const START = "/onboarding";
const CONFIRM = "/onboarding?trin=bekraeft";
const PHOTOS = "/onboarding?trin=billeder";
const ACCOUNT = "/onboarding?trin=konto";

/** The step itself is a page of /onboarding; this address only takes its posts. */
export function loader() {
  return redirect(PHOTOS);
}

/**
 * POST /onboarding/billeder: the photo step (issue 22) as a plain multipart post, with or without
 * JavaScript. The files are checked and kept privately under the draft's key, the owner's text in the
 * draft cookie; then 303 to the next step, or back to the step with the messages ("Tilbage": to the
 * step before, keeping what could be kept). Its own path, so only this post may be large.
 */
export async function action({ request }: Route.ActionArgs) {
  const { draft, session } = await readDraft(request);
  if (!draft.company || !draft.website || !draft.photoKey) throw redirect(START, 303);
  const read = await readPhotoForm(request.body, request.headers.get("content-type") ?? "");
  const owner = { name: read.fields.ownerName.trim(), line: read.fields.ownerLine.trim() };
  let errors: NonNullable<typeof draft.photoErrors> = {};
  try {
    const saved = await savePhotoStep(draft.photoKey, read);
    if (!saved.ok) errors = saved.errors;
  } catch (error) {
    log("error", "onboarding photos not saved", {
      reason: error instanceof Error ? error.message : String(error),
    });
    errors = { photos: PHOTO_STEP.failed };
  }
  await sweepOnboardingPhotos().catch(() => {});
  const { photoErrors: _old, ...rest } = draft;
  const failed = Object.keys(errors).length > 0;
  const target = read.fields.back ? CONFIRM : failed ? PHOTOS : ACCOUNT;
  const next = failed && !read.fields.back ? { ...rest, owner, photoErrors: errors } : { ...rest, owner };
  throw redirect(target, { status: 303, headers: { "Set-Cookie": await saveDraft(session, next) } });
}
