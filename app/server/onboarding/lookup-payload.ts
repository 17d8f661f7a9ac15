import type { CvrCompany } from "~/integrations/cvr/types";
import type { FoundWebsite } from "./look-up-company.server";

/** What the onboarding form shows of a register hit (SPEC §7: name, address, city, zipcode + details). */
export type LookupPayload = {
  cvr: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string | null;
  email: string | null;
  industryDesc: string | null;
  website: FoundWebsite | null;
};

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
