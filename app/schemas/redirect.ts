import { z } from "zod";
import { repeated } from "~/lib/parse-form";
import { safeRedirectUrl } from "~/lib/redirect-url";
import { redirectPath } from "~/server/redirects/redirect-path";
import { isProductPath, SITE_OWN_SLUGS } from "~/server/tenancy/site-paths";

/** How many redirects ("Videresendelser") a site may have. */
export const MAX_REDIRECTS = 200;

export const REDIRECT_MESSAGES = {
  fromRequired: "Skriv den gamle adresse, fx /om-firmaet.html",
  fromSlash: "Adressen skal starte med /",
  fromInvalid: "Adressen må ikke indeholde mellemrum eller starte med //",
  fromTooLong: "Adressen må højst være 500 tegn",
  fromProduct: "Denne adresse bruges af Håndværkernet og kan ikke videresendes",
  fromIsPage: "Der findes allerede en side med denne adresse",
  targetRequired: "Vælg den side, adressen skal føre til",
  urlInvalid: "Skriv en fuld adresse, der starter med https://",
  loop: "Adressen kan ikke føre til sig selv",
  limit: `Du kan højst have ${MAX_REDIRECTS} videresendelser. Slet nogle, før du tilføjer flere.`,
} as const;

/** The form's value for "another address": the URL field then holds the target. */
export const TARGET_URL = "url";

const fromPath = z
  .string()
  .trim()
  .min(1, REDIRECT_MESSAGES.fromRequired)
  .max(500, REDIRECT_MESSAGES.fromTooLong)
  .refine((value) => value.startsWith("/"), REDIRECT_MESSAGES.fromSlash)
  .refine((value) => !value.startsWith("//") && !/\s/.test(value), REDIRECT_MESSAGES.fromInvalid)
  // Stored decoded (redirectPath), so "/%2fadmin" is "//admin": checked in the stored spelling.
  .refine((value) => !/^\/[^/\s]/.test(value) || redirectPath(value) !== null, REDIRECT_MESSAGES.fromInvalid)
  .refine((value) => value === "/" || !isOwnSitePath(value), REDIRECT_MESSAGES.fromProduct);

/** A new redirect from the "Videresendelser" form: from-path → one of the site's pages or an https URL. */
export const redirectSchema = z
  .object({
    fromPath,
    target: z.string().min(1, REDIRECT_MESSAGES.targetRequired),
    toUrl: z.string().trim().optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.fromPath.replace(/\/+$/, "") === "") {
      ctx.addIssue({ code: "custom", path: ["fromPath"], message: REDIRECT_MESSAGES.fromIsPage });
    }
    if (value.target !== TARGET_URL) return;
    if (safeRedirectUrl(value.toUrl) === null) {
      ctx.addIssue({ code: "custom", path: ["toUrl"], message: REDIRECT_MESSAGES.urlInvalid });
    }
  });

export type RedirectInput = z.infer<typeof redirectSchema>;

/**
 * The old website's addresses as the list posts them (works without JavaScript): one hidden `path`
 * and one `target` select per row in the same order, and an `accept` checkbox whose value is the
 * row's path.
 */
export const oldSiteChoicesSchema = z
  .object({ path: repeated(), target: repeated(), accept: repeated() })
  .transform(({ path, target, accept }) =>
    path.map((rowPath, index) => ({
      path: rowPath,
      accept: accept.includes(rowPath),
      target: target[index] ?? "",
    })),
  );

export type OldSiteChoices = z.output<typeof oldSiteChoicesSchema>;

/**
 * Paths the product keeps on every site (admin, static pages, /tilbud...): never redirected. Checked
 * on the decoded, lower-cased path, the spelling the redirect is stored and matched in
 * (`/%61dmin` is stored as `/admin`; `/Admin` must not pass either).
 */
export function isOwnSitePath(raw: string): boolean {
  const path = (redirectPath(raw) ?? raw).toLowerCase();
  const first = path.split("/")[1] ?? "";
  return isProductPath(path) || SITE_OWN_SLUGS.has(first) || path.startsWith("/_site");
}
