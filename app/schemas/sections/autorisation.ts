import { z } from "zod";

/**
 * "Autorisation og garanti" (issue 13). Authorisation numbers are checked against
 * Sikkerhedsstyrelsen's register by CVR number; memberships are the owner's own statement.
 * Plain module: the browser loads it too.
 */

export const AUTHORISATION_AREAS = ["el", "vvs", "kloak", "gas"] as const;
export type AuthorisationAreaId = (typeof AUTHORISATION_AREAS)[number];

/** The badge text of each authorisation. */
export const AUTHORISATION_LABELS: Record<AuthorisationAreaId, string> = {
  el: "Autoriseret elinstallatør",
  vvs: "Autoriseret VVS-installatør",
  kloak: "Autoriseret kloakmester",
  gas: "Autoriseret gasinstallatør",
};

export const MEMBERSHIPS = [
  "dansk-byggeri",
  "tekniq",
  "danske-malermestre",
  "byggegaranti",
  "garantiordningen",
] as const;
export type Membership = (typeof MEMBERSHIPS)[number];

export const MEMBERSHIP_LABELS: Record<Membership, string> = {
  "dansk-byggeri": "Medlem af Dansk Byggeri",
  tekniq: "Medlem af TEKNIQ Arbejdsgiverne",
  "danske-malermestre": "Medlem af Danske Malermestre",
  byggegaranti: "Tilsluttet Byggegaranti",
  garantiordningen: "Tilsluttet Garantiordningen for håndværkere",
};

/** The result of the register check, stored with the claim. Only "verified" is ever shown as verified. */
const CHECK_STATUSES = ["verified", "withdrawn", "not-found", "unchecked"] as const;
type CheckStatus = (typeof CHECK_STATUSES)[number];

export const INTRO_MAX = 600;

const number = z
  .string()
  .trim()
  .max(20, "Autorisationsnummeret må højst være 20 tegn")
  .regex(/^[0-9A-Za-z .-]*$/, "Skriv autorisationsnummeret med tal og bogstaver, f.eks. 41234");

export const autorisationFormSchema = z.object({
  enabled: z.boolean(),
  intro: z.string().trim().max(INTRO_MAX, `Teksten må højst være ${INTRO_MAX} tegn`),
  /** One number per area; "" = no authorisation in that area. */
  numbers: z.object({ el: number, vvs: number, kloak: number, gas: number }),
  memberships: z.array(z.enum(MEMBERSHIPS, "Vælg et medlemskab fra listen")),
});
export type AutorisationForm = z.infer<typeof autorisationFormSchema>;

/** What is stored: the form plus the register's answer for each number. */
export type AutorisationData = AutorisationForm & {
  checks: Partial<Record<AuthorisationAreaId, { status: CheckStatus; checkedAt: string }>>;
};

/** Before the first save; intro "" = the trade's default (app/content/section-texts/autorisation.ts). */
export function defaultAutorisation(): AutorisationData {
  return {
    enabled: false,
    intro: "",
    numbers: { el: "", vvs: "", kloak: "", gas: "" },
    memberships: [],
    checks: {},
  };
}
