import { data } from "react-router";
import { marketingMeta } from "~/components/marketing/meta";
import { OnboardingWizard } from "~/components/onboarding/wizard";
import { env } from "~/config/env.server";
import { onboardingPage } from "~/content/onboarding";
import { cvrSchema } from "~/schemas/onboarding";
import { requestInfoContext } from "~/server/context";
import { lookUpCompany } from "~/server/onboarding/look-up-company.server";
import { type LookupPayload, toLookupPayload } from "~/server/onboarding/lookup-payload";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import type { Route } from "./+types/onboarding";

export function loader() {
  return { publicUrl: env().publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return marketingMeta({
    origin: loaderData?.publicUrl ?? "",
    path: "/onboarding",
    meta: onboardingPage.meta,
  });
}

export type LookupActionData = { company: LookupPayload } | { error: string };

/** Step 1: look the CVR number up (the other steps happen in the browser and in ./create.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = cvrSchema.safeParse(String(form.get("cvr") ?? ""));
  if (!parsed.success) {
    return data<LookupActionData>({ error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { ip } = context.get(requestInfoContext);
  if (!(await hitRateLimit(`cvr-lookup:${ip}`, 30, 600))) {
    return data<LookupActionData>(
      { error: "For mange opslag. Vent et par minutter, og prøv igen." },
      { status: 429 },
    );
  }
  const result = await lookUpCompany(parsed.data);
  if (!result.ok) return data<LookupActionData>({ error: result.error }, { status: 422 });
  return data<LookupActionData>({ company: toLookupPayload(result.company, result.website) });
}

export default function Onboarding() {
  return (
    <main className="min-h-screen bg-stone-100 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
        <a href="/" className="mb-6 inline-block font-bold text-brand-800 text-lg">
          Håndværkernet
        </a>
        <OnboardingWizard />
      </div>
    </main>
  );
}
