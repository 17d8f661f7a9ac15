import type { WriteRequest } from "./types";

/** A plumbing firm's register facts as the writers get them, for the writers' tests. */
export const NORREBRO_VVS = {
  companyName: "Nørrebro VVS & Blik ApS",
  city: "København N",
  industryDesc: "VVS- og blikkenslagerforretninger",
  companyDesc: "Anpartsselskab",
  employees: 10,
  foundedYear: 2011,
} satisfies Partial<WriteRequest>;
