/** The trades Sikkerhedsstyrelsen authorises companies for (autorisationsloven + gasreglementet). */
export const AUTHORISATION_AREAS = ["el", "vvs", "kloak", "gas"] as const;
export type AuthorisationArea = (typeof AUTHORISATION_AREAS)[number];

/** One row of the register: a company's authorisation in one area. */
export type RegisterEntry = {
  cvr: string;
  companyName: string;
  /** The authorisation number as printed by the register (digits, compared without spaces). */
  number: string;
  area: AuthorisationArea;
  /** Only "active" counts as verified; withdrawn (inddraget/frakendt) and ended (ophørt) never do. */
  status: "active" | "withdrawn" | "ended";
};

/** A parsed copy of the whole register and when it was read. */
export type RegisterSnapshot = {
  entries: RegisterEntry[];
  /** Entries by CVR number, for lookups. */
  byCvr: Map<string, RegisterEntry[]>;
  fetchedAt: Date;
};

/** Where the register file comes from (the provider switch picks one). */
export type RegisterSource = () => Promise<string>;
