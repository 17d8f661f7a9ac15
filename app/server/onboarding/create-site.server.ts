import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { account, companies, pages, user } from "~/db/schema";
import { lookupCvr } from "~/integrations/cvr/index.server";
import type { CvrCompany } from "~/integrations/cvr/types";
import { listSitePaths } from "~/integrations/scrape/list-site-paths.server";
import type { SafeFetchOptions } from "~/integrations/scrape/safe-fetch.server";
import { scrapeWebsite } from "~/integrations/scrape/scrape-website.server";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { type CreateSiteInput, chosenWebsite } from "~/schemas/onboarding";
import type { CreationStep } from "~/schemas/onboarding-flow";
import { auth } from "~/server/auth/auth.server";
import { AppError } from "~/server/errors";
import { assertCvrNotReserved, useCvrReservation } from "~/server/ownership/cvr-reservation.server";
import { recordOldSiteAddresses } from "~/server/redirects/record-old-site-addresses.server";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { chooseSubdomain } from "./choose-subdomain.server";
import { createHandoff } from "./handoff.server";
import { type InitialContent, writeInitialContent } from "./initial-content.server";
import { LOOKUP_ERRORS } from "./look-up-company.server";
import { attachOnboardingPhotos } from "./photos/attach-onboarding-photos.server";
import { sweepOnboardingPhotos } from "./photos/sweep-onboarding-photos.server";
import { queueWelcomeMail } from "./queue-welcome-mail.server";
import { buildSiteProfile, SERVICES_PAGE, servicesPageBody } from "./site-profile";

export type { CreationStep };
export type CreatedSite = { siteUrl: string; handoffUrl: string; setCookies: string[] };

/** The photo step's answers (issue 22): the draft whose photos to use, and "Mød mesteren". */
export type DraftPhotos = { draftKey: string; owner: { name: string; line: string } | null };

export const EMAIL_TAKEN = "Denne email er allerede registreret. Brug venligst en anden email.";

/**
 * Creates an owner's site in the spec's order (SPEC §4): account, old website, CVR details, AI copy,
 * then ONE transaction with the login, the company (with its homepage profile: intro, service cards,
 * selling points), its three pages (Forside, Ydelser, Om os) and the welcome mail, so a failure
 * anywhere leaves nothing half-created. Two sign-ups racing for the same CVR or e-mail: the unique
 * indexes let one commit and the other gets the spec's message.
 */
export async function createSite(
  input: CreateSiteInput,
  onStep: (step: CreationStep) => void = () => {},
  oldSiteFetch: Partial<SafeFetchOptions> = {},
  photos: DraftPhotos | null = null,
): Promise<CreatedSite> {
  const { cvr } = input;
  const { email, password } = input.account;

  onStep("account");
  await assertFree(cvr, email);
  await assertCvrNotReserved(cvr, email);
  const passwordHash = await hashPassword(password);

  const websiteUrl = chosenWebsite(input.website);
  let scraped = {
    mainContent: "",
    logo: null as string | null,
    phone: null as string | null,
    email: null as string | null,
  };
  let oldPaths: string[] = [];
  if (websiteUrl) {
    onStep("website");
    // The old site's page addresses are read at the same time: offered later as redirects to the new
    // pages (the dashboard's "Vi fandt N adresser på din gamle hjemmeside"). Both fail softly.
    [scraped, oldPaths] = await Promise.all([
      scrapeWebsite(websiteUrl),
      listSitePaths(websiteUrl, oldSiteFetch),
    ]);
  }

  onStep("company");
  const lookup = await lookupCvr(cvr);
  if (!lookup.ok) {
    throw new AppError(
      "UNAVAILABLE",
      lookup.error === "NOT_FOUND" ? LOOKUP_ERRORS.notFound : LOOKUP_ERRORS.failed,
    );
  }

  onStep("text");
  const content = await writeInitialContent(lookup.company, scraped.mainContent);

  onStep("pages");
  const { subdomain, companyId } = await saveSite({
    company: lookup.company,
    email,
    passwordHash,
    content,
    website: websiteUrl ? { url: websiteUrl, title: "", description: "" } : null,
    scraped,
    oldPaths,
  });
  // The photos chosen in onboarding join the site once it exists: the archive's own upload functions
  // (pipeline, 15-image limit) need the company. A photo that fails is left out, never the site.
  if (photos) {
    await attachOnboardingPhotos({
      companyId,
      cvr: lookup.company.cvr,
      companyName: lookup.company.name,
      email,
      ...photos,
    });
  }
  await sweepOnboardingPhotos().catch(() => {});

  const signIn = await auth().api.signInEmail({
    body: { email, password, rememberMe: true },
    asResponse: true,
  });
  const setCookies = signIn.headers.getSetCookie();
  const siteUrl = subdomainUrl(subdomain);
  const token = await createHandoff(setCookies, new URL(siteUrl).hostname);
  return { siteUrl, setCookies, handoffUrl: `${siteUrl}/admin/velkommen?token=${encodeURIComponent(token)}` };
}

async function assertFree(cvr: string, email: string) {
  const rows = await db()
    .select({ cvr: companies.cvr, companyEmail: companies.companyEmail })
    .from(companies)
    .where(or(eq(companies.cvr, cvr), eq(companies.companyEmail, email)));
  if (rows.some((row) => row.cvr === cvr)) throw new AppError("CONFLICT", LOOKUP_ERRORS.taken, "cvr");
  const [existingUser] = await db().select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existingUser || rows.length > 0) throw new AppError("CONFLICT", EMAIL_TAKEN, "email");
}

type SaveInput = {
  company: CvrCompany;
  email: string;
  passwordHash: string;
  content: InitialContent;
  website: { url: string; title: string; description: string } | null;
  scraped: { phone: string | null; email: string | null };
  oldPaths: string[];
};

/** The one transaction; retried when a racing sign-up took the same subdomain. */
async function saveSite(input: SaveInput, attempt = 1): Promise<{ subdomain: string; companyId: string }> {
  try {
    return await db().transaction(async (tx) => {
      const { company, content } = input;
      const now = new Date();
      const userId = crypto.randomUUID();
      await tx.insert(user).values({ id: userId, name: company.name, email: input.email });
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: input.passwordHash,
      });
      const subdomain = await chooseSubdomain(tx, company.name);
      const home = content.home;
      const [created] = await tx
        .insert(companies)
        .values({
          cvr: company.cvr,
          name: company.name,
          address: company.address,
          zipcode: company.zipcode,
          city: company.city,
          companyEmail: input.email,
          ownerUserId: userId,
          phone: company.phone ?? input.scraped.phone ?? "",
          email: company.email ?? input.scraped.email ?? input.email,
          hours: DEFAULT_HOURS,
          showHours: true,
          subdomain,
          domainVerificationToken: crypto.randomBytes(12).toString("hex"),
          existingWebsite: input.website,
          industryCode: company.industryCode ? Number(company.industryCode) : null,
          industryDesc: company.industryDesc ?? "",
          companyDesc: company.companyDesc ?? "",
          startDate: company.startDate,
          employees: company.employees,
          websiteContent: {
            title: home.title,
            subtitle: home.subtitle ?? "",
            content: home.content,
            processedContent: { title: home.title, subtitle: home.subtitle ?? "", content: home.content },
          },
          status: "active",
          planType: "Free",
          planStatus: "active",
          trialStartDate: now,
          trialEndDate: new Date(now.getTime() + 90 * 86_400_000),
          theme: "amber",
          profile: buildSiteProfile(content.profile),
        })
        .returning({ id: companies.id });
      const companyId = created!.id;
      await useCvrReservation(tx, { companyId, cvr: company.cvr, email: input.email, userId });
      await tx.insert(pages).values([
        {
          companyId,
          pageName: "Forside",
          slug: "forside",
          type: "homepage",
          layout: "hero",
          title: home.title,
          subtitle: home.subtitle ?? "",
          content: {
            hero: { title: home.title, subtitle: home.subtitle ?? "" },
            main: { content: home.content },
          },
          createdAt: now,
          updatedAt: now,
        },
        {
          // Every service card on the homepage links here (issue 22).
          companyId,
          pageName: SERVICES_PAGE.pageName,
          slug: SERVICES_PAGE.slug,
          type: "page",
          layout: "grid",
          title: SERVICES_PAGE.title,
          subtitle: "",
          content: { main: { content: servicesPageBody(content.profile) } },
          position: 1,
          createdAt: new Date(now.getTime() + 1),
          updatedAt: new Date(now.getTime() + 1),
        },
        {
          companyId,
          pageName: "Om os",
          slug: "om-os",
          type: "page",
          layout: "text-image",
          title: content.about.title,
          subtitle: "",
          content: { main: { content: content.about.content } },
          position: 2,
          createdAt: new Date(now.getTime() + 2),
          updatedAt: new Date(now.getTime() + 2),
        },
      ]);
      await recordOldSiteAddresses(tx, companyId, input.oldPaths, { reopen: false });
      await queueWelcomeMail(
        tx,
        { name: company.name, cvr: company.cvr, companyEmail: input.email },
        subdomainUrl(subdomain),
      );
      return { subdomain, companyId };
    });
  } catch (error) {
    const constraint =
      (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ??
      (error as { constraint?: string }).constraint;
    if (constraint === "companies_subdomain_unique" && attempt < 5) return saveSite(input, attempt + 1);
    if (constraint === "companies_cvr_unique") throw new AppError("CONFLICT", LOOKUP_ERRORS.taken, "cvr");
    if (constraint === "user_email_unique" || constraint === "companies_company_email_unique") {
      throw new AppError("CONFLICT", EMAIL_TAKEN, "email");
    }
    throw error;
  }
}
