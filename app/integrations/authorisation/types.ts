/** The trades Sikkerhedsstyrelsen authorises companies for (autorisationsloven + gasreglementet). */
const AUTHORISATION_AREAS = ["el", "vvs", "kloak", "gas"] as const;
export type AuthorisationArea = (typeof AUTHORISATION_AREAS)[number];

/**
 * One row of the register file: one authorisation of one company. The file lists current
 * authorisations only; one that is withdrawn or ended is simply no longer in the file.
 */
export type RegisterEntry = {
  /** The CVR number, or null for a company without one (foreign companies, persons with EFBI). */
  cvr: string | null;
  companyName: string;
  /** The authorisation type, the AUTNR prefix: EFUL, VFUL, KFUL, VDVA, ... */
  type: string;
  /** The AUTNR digits without leading zeros ("VFUL-00107" → "107"). */
  number: string;
  /**
   * The areas whose full-authorisation badge this entry backs; [] for a partial authorisation
   * (delautorisation) or a type we don't show, which may not be advertised as "autoriseret installatør".
   */
  areas: AuthorisationArea[];
};

/** A parsed copy of the whole register and when it was read. */
export type RegisterSnapshot = {
  entries: RegisterEntry[];
  /** Entries by CVR number, for lookups. */
  byCvr: Map<string, RegisterEntry[]>;
  fetchedAt: Date;
};

/** Where the register file comes from (the provider switch picks one): the file's raw bytes. */
export type RegisterSource = () => Promise<Uint8Array>;
