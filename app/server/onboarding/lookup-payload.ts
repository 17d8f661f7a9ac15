import type { CvrCompany } from "~/integrations/cvr/types";
import type { LookupPayload } from "~/schemas/onboarding-flow";
import type { FoundWebsite } from "./look-up-company.server";

export type { LookupPayload };

export function toLookupPayload(company: CvrCompany, website: FoundWebsite | null): LookupPayload {
  return {
    cvr: company.cvr,
    name: company.name,
    address: company.address,
    zipcode: company.zipcode,
    city: company.city,
    phone: company.phone,
    email: company.email,
    industryDesc: company.industryDesc,
    website,
  };
}
