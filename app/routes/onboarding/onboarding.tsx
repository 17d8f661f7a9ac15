import { redirect } from "react-router";
import { z } from "zod";
import { marketingMeta } from "~/components/marketing/meta";
import { flushTypedAnswers } from "~/components/onboarding/keep-typed";
import { OnboardingWizard } from "~/components/onboarding/wizard";
import { env } from "~/config/env.server";
import { onboardingPage } from "~/content/onboarding";
import { loginLink } from "~/content/site";
import { parseForm } from "~/lib/parse-form";
import { chosenWebsite, cvrSchema } from "~/schemas/onboarding";
import type { OnboardingStep } from "~/schemas/onboarding-flow";
import { readAccountForm, readTypedAnswers, readWebsiteForm } from "~/schemas/onboarding-forms";
import { requestInfoContext } from "~/server/context";
import { createSiteFromDraft } from "~/server/onboarding/create-site-from-draft.server";
import { keepTypedAnswers } from "~/server/onboarding/keep-typed-answers";
import { LOOKUP_ERRORS, lookUpCompany } from "~/server/onboarding/look-up-company.server";
import { toLookupPayload } from "~/server/onboarding/lookup-payload";
import { clearDraft, newPhotoKey, readDraft, saveDraft } from "~/server/onboarding/onboarding-draft.server";
import { collectOldSiteImages } from "~/server/onboarding/photos/collect-old-site-images.server";
import { listOnboardingPhotos } from "~/server/onboarding/photos/list-onboarding-photos.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { actionInvalid } from "../action-result.server";
import type { Route } from "./+types/onboarding";

const cvrFormSchema = z.object({ cvr: cvrSchema });

// Every step is a plain form post (issue 16: onboarding works with JavaScript off): the step is in the
// URL (?trin=bekraeft, ?trin=konto) and what was typed is in a signed cookie (issue 12: browser Back
// and reload keep both). With JavaScript the same forms post through React Router, and the last step
// streams its progress from POST /onboarding/opret instead (./create.ts). Values typed but not yet sent
// are kept too: with JavaScript the browser sends them while the owner types (POST /onboarding/gem,
// ../../components/onboarding/keep-typed.ts); without it the in-page "Tilbage" button posts them.

const START = "/onboarding";
const CONFIRM = "/onboarding?trin=bekraeft";
const PHOTOS = "/onboarding?trin=billeder";

export function headers() {
  // The page shows what the owner typed (from the cookie): never kept by a shared cache.
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const trin = new URL(request.url).searchParams.get("trin");
  const { draft } = await readDraft(request);
  const step: OnboardingStep = trin === "bekraeft" || trin === "billeder" || trin === "konto" ? trin : "cvr";
  // A step whose earlier answers are missing (an old link, an expired cookie) starts where they are.
  if (step !== "cvr" && !draft.company) throw redirect(START);
  if ((step === "konto" || step === "billeder") && !draft.website) throw redirect(CONFIRM);
  if (step === "billeder" && !draft.photoKey) throw redirect(CONFIRM);
  return {
    publicUrl: env().publicUrl,
    step,
    cvr: draft.cvr ?? "",
    company: draft.company ?? null,
    website: draft.website ?? null,
    websiteTyped: draft.websiteTyped ?? null,
    email: draft.email ?? draft.company?.email ?? "",
    acceptPrivacy: draft.acceptPrivacy ?? false,
    photos: step === "billeder" && draft.photoKey ? await listOnboardingPhotos(draft.photoKey) : [],
    owner: draft.owner ?? { name: "", line: "" },
    photoErrors: draft.photoErrors ?? {},
    loginHref: loginLink.href,
  };
}

// With JavaScript a step change first sends what is still waiting to be kept, so the next step's
// answer (or a later step's loader) reads a cookie that already holds it: the sends never overtake.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await flushTypedAnswers();
  return serverLoader();
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  await flushTypedAnswers();
  return serverAction();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return marketingMeta({
    origin: loaderData?.publicUrl ?? "",
    path: "/onboarding",
    meta: onboardingPage.meta,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = readTypedAnswers(form);
  const { draft, session } = await readDraft(request);
  const { ip } = context.get(requestInfoContext);
  const { intent } = typed;
  const withCookie = async (next: typeof draft) => ({ "Set-Cookie": await saveDraft(session, next) });

  // The in-page "Tilbage": keeps what the step holds (checked or not), then shows the step before.
  if (typed.back) {
    const previous = typed.step === "konto" ? PHOTOS : START;
    throw redirect(previous, { status: 303, headers: await withCookie(keepTypedAnswers(draft, typed)) });
  }

  if (intent === "confirm") {
    if (!draft.company) throw redirect(START, 303);
    const read = readWebsiteForm(form, draft.company.website?.url);
    if (!read.ok) {
      const websiteTyped = { choice: typed.choice, otherUrl: typed.otherUrl, noWebsite: typed.noWebsite };
      return actionInvalid({
        intent: "bekraeft",
        fieldErrors: read.fieldErrors,
        values: read.values,
        headers: await withCookie({ ...draft, websiteTyped }),
      });
    }
    const { websiteTyped: _typed, ...rest } = draft;
    // The photo step offers the old website's logo and photos: read once per website, here, so the
    // step itself shows at once (with the offline scraper there is nothing to read; upload remains).
    const photoKey = draft.photoKey ?? newPhotoKey();
    const websiteUrl = chosenWebsite(read.data);
    const found = websiteUrl && draft.photosFoundFor !== websiteUrl;
    if (found) await collectOldSiteImages(photoKey, websiteUrl);
    const next = { ...rest, website: read.data, photoKey, ...(found ? { photosFoundFor: websiteUrl } : {}) };
    throw redirect(PHOTOS, { status: 303, headers: await withCookie(next) });
  }

  if (intent === "create") {
    if (!draft.company || !draft.website) throw redirect(START, 303);
    const email = typed.email.trim();
    const { acceptPrivacy } = typed;
    const kept = await withCookie({ ...draft, email, acceptPrivacy });
    const read = readAccountForm(form);
    if (!read.ok) {
      return actionInvalid({
        intent: "konto",
        fieldErrors: read.fieldErrors,
        values: read.values,
        headers: kept,
      });
    }
    const photos = draft.photoKey ? { draftKey: draft.photoKey, owner: draft.owner ?? null } : null;
    const created = await createSiteFromDraft(draft.company.cvr, draft.website, read.data, ip, photos);
    if (created.ok) {
      throw redirect(created.handoffUrl, {
        status: 303,
        headers: { "Set-Cookie": await clearDraft(session) },
      });
    }
    // A refusal the creation meant (the e-mail is taken, the register said no): shown, typed values kept.
    return actionInvalid({
      intent: "konto",
      ...(created.field === "email"
        ? { fieldErrors: { email: created.message } }
        : { fieldErrors: {}, message: created.message }),
      values: read.values,
      status: 422,
      headers: kept,
    });
  }

  // Step 1: look the CVR number up.
  const parsed = parseForm(form, cvrFormSchema);
  const refused = (message: string, status: number, extra: { taken?: boolean; headers?: HeadersInit } = {}) =>
    actionInvalid({
      intent: "cvr",
      fieldErrors: { cvr: message },
      values: parsed.values,
      status,
      data: { taken: extra.taken ?? false },
      ...(extra.headers ? { headers: extra.headers } : {}),
    });
  if (!parsed.ok) return refused(parsed.fieldErrors.cvr ?? "", 400);
  const { cvr } = parsed.data;
  if (!(await hitRateLimit(`cvr-lookup:${ip}`, 30, 600))) {
    return refused("For mange opslag. Vent et par minutter, og prøv igen.", 429);
  }
  const result = await lookUpCompany(cvr);
  if (!result.ok) {
    return refused(result.error, 422, {
      taken: result.error === LOOKUP_ERRORS.taken,
      headers: await withCookie({ ...draft, cvr }),
    });
  }
  // A new company starts its later answers afresh; the same one keeps them (Back, then Next again).
  const same = draft.company?.cvr === cvr;
  const next = {
    cvr,
    company: toLookupPayload(result.company, result.website),
    ...(same && draft.website ? { website: draft.website } : {}),
    ...(same && draft.websiteTyped ? { websiteTyped: draft.websiteTyped } : {}),
    ...(draft.email !== undefined ? { email: draft.email } : {}),
    ...(draft.acceptPrivacy ? { acceptPrivacy: true } : {}),
  };
  throw redirect(CONFIRM, { status: 303, headers: await withCookie(next) });
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="min-h-screen bg-stone-100 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
        <a href="/" className="mb-6 inline-block font-bold text-brand-800 text-lg">
          Håndværkernet
        </a>
        <OnboardingWizard
          state={loaderData}
          answer={actionData?.intent === loaderData.step ? actionData : undefined}
        />
        <p className="mt-6 text-center text-stone-700">
          Har du allerede en side?{" "}
          <a href={loaderData.loginHref} className="font-semibold text-brand-700 underline">
            Log ind
          </a>
        </p>
      </div>
    </main>
  );
}
