import { z } from "zod";
import { isValidCvr, isValidWebsiteAddress, normalizeCvr } from "~/lib/naming";
import { accountEmailSchema } from "./login";
import { passwordSchema } from "./password";

/** SPEC §5: digits only, exactly 8 (non-digits and whitespace stripped before submit). */
export const cvrSchema = z
  .string()
  .transform(normalizeCvr)
  .refine(isValidCvr, "CVR-nummeret skal være 8 cifre");

const WEBSITE_EXAMPLE_HOST = "www.ditfirma.dk";

/**
 * Step 2: is the found website theirs? yes (default when one was found) / no, then either an own
 * address or 'no website'. Messages from SPEC §5.
 */
export const websiteChoiceSchema = z
  .object({
    choice: z.enum(["found", "other"], { error: "Vælg venligst om det er jeres eksisterende hjemmeside" }),
    foundUrl: z.string().optional(),
    otherUrl: z.string().trim().optional(),
    noWebsite: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.choice === "found" && !value.foundUrl) {
      ctx.addIssue({
        code: "custom",
        path: ["choice"],
        message: "Vælg venligst om det er jeres eksisterende hjemmeside",
      });
    }
    if (value.choice === "other" && !value.noWebsite) {
      if (!value.otherUrl) {
        ctx.addIssue({
          code: "custom",
          path: ["otherUrl"],
          message: "Indtast venligst en gyldig webadresse",
        });
      } else if (!isValidWebsiteAddress(value.otherUrl)) {
        ctx.addIssue({
          code: "custom",
          path: ["otherUrl"],
          message: `Indtast venligst en gyldig webadresse (f.eks. ${WEBSITE_EXAMPLE_HOST})`,
        });
      }
    }
  });

export type WebsiteChoice = z.infer<typeof websiteChoiceSchema>;

/** Step 2 as the owner typed it, before any check (kept for browser Back and reload). */
export type TypedWebsite = { choice: string; otherUrl: string; noWebsite: boolean };

/** The chosen existing website as an address to read, or null. */
export function chosenWebsite(choice: WebsiteChoice): string | null {
  if (choice.choice === "found") return choice.foundUrl ?? null;
  if (choice.noWebsite || !choice.otherUrl) return null;
  return /^https?:\/\//i.test(choice.otherUrl) ? choice.otherUrl : `https://${choice.otherUrl}`;
}

/** Step 3: create login (SPEC §5/§8 messages). */
export const accountSchema = z
  .object({
    email: accountEmailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptPrivacy: z.literal(true, { error: "Du skal acceptere privatlivspolitikken for at fortsætte" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "Adgangskoderne er ikke ens",
    // Also when other fields are wrong: the owner should see every problem at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value?.password === "string" && typeof value?.confirmPassword === "string";
    },
  });

export type AccountInput = z.infer<typeof accountSchema>;

/** The whole creation request the browser sends after step 3. */
export const createSiteSchema = z.object({
  cvr: cvrSchema,
  website: websiteChoiceSchema,
  account: accountSchema,
});

export type CreateSiteInput = z.infer<typeof createSiteSchema>;
