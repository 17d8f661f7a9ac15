import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, onboardingUploads } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { DEFAULT_THEME, type PaletteId } from "~/lib/theme-ids";
import { PHOTO_STEP } from "~/schemas/onboarding-photos";
import type { SiteProfile, SiteWorkPhoto } from "~/schemas/site-profile";
import { suggestLogoPalette } from "~/server/images/suggest-logo-palette.server";
import { uploadImage } from "~/server/images/upload-image.server";
import { uploadLogo } from "~/server/images/upload-logo.server";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { deleteDraftPhotos } from "./sweep-onboarding-photos.server";

export type AttachInput = {
  companyId: string;
  cvr: string;
  companyName: string;
  /** The owner's login e-mail: the archive's "uploaded by". */
  email: string;
  draftKey: string;
  /** "Mød mesteren" as typed in the photo step. */
  owner: { name: string; line: string } | null;
};

/** A phone's file name ("IMG_2041.jpg") says nothing; a name like "Nyt tag i Vejle.jpg" does. */
function altText(name: string, companyName: string): string {
  const stem = name.replace(/\.[a-z0-9]{1,5}$/i, "").trim();
  const meaningless =
    stem.length < 4 || /^(?:img|dsc|pxl|photo|image|billede|whatsapp)?[\s_-]*[\d\s_-]+/i.test(stem);
  return meaningless ? `Opgave udført af ${companyName}` : stem;
}

/**
 * After creation: the photos the owner chose in onboarding become the new site's: work photos and the
 * owner photo go into the image archive (the archive's pipeline and its 15-image limit), the logo
 * becomes the company logo (and, while the site still has the default colours, picks the palette
 * closest to the logo's colour), and the profile gets workPhotos and owner, with a version bump. A photo
 * that cannot be moved is logged and left out: the site exists already and the owner can add it in
 * the admin. The draft's private files are deleted afterwards.
 */
export async function attachOnboardingPhotos(input: AttachInput): Promise<void> {
  const rows = await db()
    .select()
    .from(onboardingUploads)
    .where(and(eq(onboardingUploads.draftKey, input.draftKey), eq(onboardingUploads.chosen, true)))
    // Uploads before found photos; the newest logo or owner photo wins.
    .orderBy(desc(onboardingUploads.origin), asc(onboardingUploads.createdAt));
  const workPhotos: SiteWorkPhoto[] = [];
  let ownerPhoto: string | null = null;
  const latest = (kind: "logo" | "owner") => rows.filter((row) => row.kind === kind).at(-1);

  const archive = async (row: (typeof rows)[number]) => {
    const file = await storage().get(row.fullKey);
    if (!file) throw new Error("onboarding photo file missing");
    const { image } = await uploadImage({
      companyId: input.companyId,
      cvr: input.cvr,
      uploadedBy: input.email,
      fileName: row.name,
      bytes: file.body,
    });
    return image.path;
  };
  const attempt = async (what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      log("warn", "onboarding photo not moved to the new site", {
        what,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };

  for (const row of rows.filter((r) => r.kind === "work").slice(0, PHOTO_STEP.maxWork)) {
    await attempt("work", async () => {
      workPhotos.push({ image: await archive(row), alt: altText(row.name, input.companyName) });
    });
  }
  const ownerRow = latest("owner");
  if (ownerRow)
    await attempt("owner", async () => {
      ownerPhoto = await archive(ownerRow);
    });
  const logoRow = latest("logo");
  let logoPalette: PaletteId | null = null;
  if (logoRow)
    await attempt("logo", async () => {
      const file = await storage().get(logoRow.fullKey);
      if (!file) throw new Error("onboarding logo file missing");
      await uploadLogo({
        companyId: input.companyId,
        cvr: input.cvr,
        fileName: logoRow.name,
        bytes: file.body,
        author: input.email,
      });
      logoPalette = await suggestLogoPalette(file.body);
    });

  const owner: SiteProfile["owner"] =
    input.owner?.name.trim() && input.owner.line.trim()
      ? { name: input.owner.name.trim(), line: input.owner.line.trim(), photo: ownerPhoto }
      : null;
  const profileChanged = workPhotos.length > 0 || owner !== null;
  if (profileChanged || logoPalette) {
    await db().transaction(async (tx) => {
      const company = await lockCompany(tx, input.companyId, {
        profile: companies.profile,
        theme: companies.theme,
      });
      if (!company) return;
      await tx
        .update(companies)
        .set({
          ...(profileChanged ? { profile: { ...company.profile, workPhotos, owner } } : {}),
          // The logo's colours, unless the owner has chosen colours already (a later logo upload only suggests).
          ...(logoPalette && company.theme === DEFAULT_THEME ? { theme: logoPalette } : {}),
        })
        .where(eq(companies.id, input.companyId));
      await bumpSiteVersion(tx, input.companyId);
    });
  }
  await deleteDraftPhotos(input.draftKey);
}
