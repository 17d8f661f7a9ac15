import { writeCopy } from "~/integrations/ai/index.server";
import type { WrittenCopyWithSource } from "~/integrations/ai/types";
import type { CvrCompany } from "~/integrations/cvr/types";

export type InitialContent = { home: WrittenCopyWithSource; about: WrittenCopyWithSource };

/** Writes the homepage and 'Om os' copy (in parallel) from the register's facts and the old site. */
export async function writeInitialContent(company: CvrCompany, scrapedText: string): Promise<InitialContent> {
  const base = {
    companyName: company.name,
    city: company.city,
    industryDesc: company.industryDesc ?? undefined,
    companyDesc: company.companyDesc ?? undefined,
    employees: company.employees,
    foundedYear: company.startDate ? Number(company.startDate.slice(0, 4)) : null,
    keywords: [],
    ...(scrapedText ? { scrapedText } : {}),
  };
  const [home, about] = await Promise.all([
    writeCopy({ ...base, pageType: "homepage" }),
    writeCopy({ ...base, pageType: "about", pageName: "Om os" }),
  ]);
  return { home, about };
}
