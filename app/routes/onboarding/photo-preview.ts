import { readDraft } from "~/server/onboarding/onboarding-draft.server";
import { readOnboardingPreview } from "~/server/onboarding/photos/read-onboarding-preview.server";
import type { Route } from "./+types/photo-preview";

/** GET /onboarding/billede/:id: the preview of one of this draft's photos, for this browser only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { draft } = await readDraft(request);
  const body = draft.photoKey ? await readOnboardingPreview(draft.photoKey, params.id) : null;
  if (!body)
    return new Response("Billedet findes ikke", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-store" },
  });
}
