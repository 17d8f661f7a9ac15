import { z } from "zod";
import { PHOTO_FILE_MESSAGES } from "./image";

/**
 * The onboarding photo step (issue 22): what the owner may send and the Danish messages. Shared by the
 * step's form (components) and its server code.
 */
export const PHOTO_STEP = {
  /** Work photos from the phone and the old site together ("Seneste opgaver" shows 3). */
  maxWork: 6,
  /** The whole post: six photos, a logo and an owner photo, with room for phones' large files. */
  maxRequestBytes: 60 * 1024 * 1024,
  tooMany: "Du kan højst vælge 6 billeder af jeres arbejde.",
  ...PHOTO_FILE_MESSAGES,
  unreadable: "Billederne kunne ikke modtages. Prøv igen.",
  failed: "Billederne kunne ikke gemmes lige nu. Prøv igen, eller spring billederne over.",
} as const;

/** The step's text fields and ticks as posted. */
export type PhotoStepFields = { chosen: string[]; ownerName: string; ownerLine: string; back: boolean };

export const ownerSchema = z
  .object({
    ownerName: z.string().trim().max(80, "Navnet må højst være 80 tegn"),
    ownerLine: z.string().trim().max(300, "Teksten må højst være 300 tegn"),
  })
  .refine((value) => value.ownerName !== "" || value.ownerLine === "", {
    path: ["ownerName"],
    message: "Skriv også mesterens navn, så teksten kan vises ved billedet",
  });

/** One photo the step shows: a preview address, what it is for and whether it is ticked. */
export type OnboardingPhotoView = {
  id: string;
  kind: "work" | "logo" | "owner";
  origin: "upload" | "found";
  name: string;
  chosen: boolean;
  /** The private preview, served only to the draft's own browser. */
  previewUrl: string;
};
