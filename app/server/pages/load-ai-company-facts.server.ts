import type { companies } from "~/db/schema";
import type { WriteRequest } from "~/integrations/ai/index.server";
import { loadAiTrustFacts } from "~/server/sections/autorisation/load-ai-trust-facts.server";

type AiCompanyFacts = Pick<
  WriteRequest,
  "companyName" | "city" | "industryDesc" | "companyDesc" | "employees" | "foundedYear" | "trust"
>;

/** The company's facts the AI writers may use on its pages: the register's, and its trust section's. */
export async function loadAiCompanyFacts(company: typeof companies.$inferSelect): Promise<AiCompanyFacts> {
  const trust = await loadAiTrustFacts(company.id);
  const foundedYear = company.startDate ? Number(company.startDate.slice(0, 4)) : null;
  return {
    companyName: company.name,
    city: company.city,
    industryDesc: company.industryDesc,
    companyDesc: company.companyDesc,
    employees: company.employees,
    foundedYear: Number.isFinite(foundedYear) ? foundedYear : null,
    ...(trust ? { trust } : {}),
  };
}
