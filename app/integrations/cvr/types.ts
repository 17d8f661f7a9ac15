/** A company from the CVR register, in our own shape (not cvrapi.dk's). */
export type CvrCompany = {
  /** Always 8 digits. */
  cvr: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string | null;
  email: string | null;
  /** The Danish industry code (DB07), e.g. "433200". */
  industryCode: string | null;
  industryDesc: string | null;
  /** The company form, e.g. "Anpartsselskab". */
  companyDesc: string | null;
  /** ISO date yyyy-mm-dd. */
  startDate: string | null;
  /**
   * The register only publishes a band ("5-9", "1000+"); we keep its lower bound, the one number the
   * register vouches for, so "5-9" becomes 5.
   */
  employees: number | null;
};

export type CvrLookupError = "NOT_FOUND" | "QUOTA_EXCEEDED" | "INVALID_VAT" | "UNAVAILABLE";

export type CvrLookupResult = { ok: true; company: CvrCompany } | { ok: false; error: CvrLookupError };
