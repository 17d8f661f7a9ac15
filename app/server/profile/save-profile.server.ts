import { eq } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { profileFormSchema } from "~/schemas/profile-form";
import type { SiteProfile } from "~/schemas/site-profile";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";

/**
 * Saves the owner's texts of the homepage profile (issue 22). Photos, the owner photo and which page a
 * card links to are kept (a card keeps its row's link; a new row links where the first card does).
 * Empty rows and selling points are dropped. One transaction with the version bump.
 */
export async function saveProfile(
  companyId: string,
  value: z.output<typeof profileFormSchema>,
): Promise<void> {
  await db().transaction(async (tx) => {
    const company = await lockCompany(tx, companyId, { profile: companies.profile });
    if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
    const before = company.profile;
    const defaultSlug = before.services[0]?.pageSlug ?? null;
    const profile: SiteProfile = {
      ...before,
      intro: value.introHeading ? { heading: value.introHeading, text: value.introText } : null,
      services: value.services.flatMap((service, index) =>
        service.title
          ? [
              {
                title: service.title,
                line: service.line,
                pageSlug: before.services[index]?.pageSlug ?? defaultSlug,
              },
            ]
          : [],
      ),
      usps: value.usps.filter((usp) => usp !== ""),
      owner: value.ownerName
        ? { name: value.ownerName, line: value.ownerLine, photo: before.owner?.photo ?? null }
        : null,
    };
    await tx.update(companies).set({ profile }).where(eq(companies.id, companyId));
    await bumpSiteVersion(tx, companyId);
  });
}
