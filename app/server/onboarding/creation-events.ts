import type { CreationStep } from "./create-site.server";

/** The lines /onboarding/opret streams to the browser while a site is created. */
export type CreationEvent =
  | { type: "step"; step: CreationStep }
  | { type: "done"; redirect: string }
  | { type: "error"; message: string; field?: string };
