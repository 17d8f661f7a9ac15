import { data } from "react-router";
import { lookupCvr } from "~/integrations/cvr/index.server";
import { cvrSchema } from "~/schemas/onboarding";
import { requestInfoContext } from "~/server/context";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import type { Route } from "./+types/api-cvr-lookup";

/**
 * POST /api/cvrLookup {cvr} (SPEC §7): the register's details for the creation flow. Empty fields
 * come back as "" so callers use their defaults.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Metoden er ikke tilladt" }, { status: 405 });
  const body = (await request.json().catch(() => null)) as { cvr?: unknown } | null;
  const parsed = cvrSchema.safeParse(typeof body?.cvr === "string" ? body.cvr : "");
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { ip } = context.get(requestInfoContext);
  if (!(await hitRateLimit(`cvr-api:${ip}`, 30, 600))) {
    return data({ error: "For mange opslag. Vent et par minutter, og prøv igen." }, { status: 429 });
  }
  const result = await lookupCvr(parsed.data);
  if (!result.ok) {
    const notFound = result.error === "NOT_FOUND";
    return data(
      {
        error: notFound ? "Kunne ikke finde firma med dette CVR nummer" : "Kunne ikke hente firmaoplysninger",
      },
      { status: notFound ? 404 : 503 },
    );
  }
  const company = result.company;
  return data({
    name: company.name,
    address: company.address,
    city: company.city,
    zipcode: company.zipcode,
    phone: company.phone ?? "",
    email: company.email ?? "",
    industrydesc: company.industryDesc ?? "",
    companydesc: company.companyDesc ?? "",
    startdate: company.startDate ?? "",
    employees: company.employees ?? null,
  });
}
