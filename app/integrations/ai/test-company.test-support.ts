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

/** A carpentry firm in Vejle. */
export const HANSEN_VEJLE = {
  companyName: "Hansen Tømrer & Snedker ApS",
  city: "Vejle",
  industryDesc: "Tømrer- og bygningssnedkervirksomhed",
} satisfies Partial<WriteRequest>;

/** An electrician in Kongens Lyngby, for the trust-claim rules (issue 13). */
export const LYNGBY_EL = {
  companyName: "Lyngby El-Service A/S",
  city: "Kongens Lyngby",
  industryDesc: "El-installation",
} satisfies Partial<WriteRequest>;
