import { env } from "~/config/env.server";
import { log } from "~/server/log.server";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { DEMO_PASSWORD, demoCompany, demoOwnerEmail } from "./demo-companies";
import { seedCompanies } from "./seed-companies.server";

const FIRST_START_COMPANIES = 10;

/** On a brand-new embedded database: a small living demo, and one owner login on the console. */
export async function seedDemoOnFirstStart(): Promise<void> {
  await seedCompanies(FIRST_START_COMPANIES);
  const first = demoCompany(1);
  log("info", "demo data created", { companies: FIRST_START_COMPANIES });
  console.log(
    [
      "",
      "  Demo-virksomheder er oprettet.",
      `  Log ind på ${env().publicUrl}/admin med ${demoOwnerEmail(1)} / ${DEMO_PASSWORD}`,
      `  (${first.name}; siden ligger på ${subdomainUrl(first.baseSubdomain)})`,
      "",
    ].join("\n"),
  );
}
