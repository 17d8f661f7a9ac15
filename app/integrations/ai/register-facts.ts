import type { CvrCompany } from "~/integrations/cvr/types";
import type { WriteRequest } from "./types";

/** What the register says about a company, as the writers take it (a site being created). */
export function registerFacts(
  company: CvrCompany,
): Pick<WriteRequest, "companyName" | "city" | "industryDesc" | "companyDesc" | "employees" | "foundedYear"> {
  return {
    companyName: company.name,
    city: company.city,
    industryDesc: company.industryDesc ?? undefined,
    companyDesc: company.companyDesc ?? undefined,
    employees: company.employees,
    foundedYear: company.startDate ? Number(company.startDate.slice(0, 4)) : null,
  };
}
