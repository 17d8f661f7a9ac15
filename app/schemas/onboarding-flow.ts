// The shapes the onboarding wizard (app/components/onboarding) shares with its route and server code:
// components never import app/server or app/routes, not even types.

import type { CvrCompany } from "~/integrations/cvr/types";

export type FoundWebsite = { url: string; title: string; description: string };

/** What the onboarding form shows of a register hit (SPEC §7: name, address, city, zipcode + details). */
export type LookupPayload = Pick<
  CvrCompany,
  "cvr" | "name" | "address" | "zipcode" | "city" | "phone" | "email" | "industryDesc"
> & { website: FoundWebsite | null };

/** The steps of creating a site that /onboarding/opret reports as they finish. */
export type CreationStep = "account" | "website" | "company" | "text" | "pages";

/** The lines /onboarding/opret streams to the browser while a site is created. */
export type CreationEvent =
  | { type: "step"; step: CreationStep }
  | { type: "done"; redirect: string }
  | { type: "error"; message: string; field?: string };

export type OnboardingStep = "cvr" | "bekraeft" | "billeder" | "konto";
