import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, mailOutbox, oldSiteAddresses, pages, user } from "~/db/schema";
import { reachOnly, startTestServer } from "~/integrations/scrape/test-server";
import { action as sendWelcomeEmail } from "~/routes/onboarding/api-send-welcome-email";
import { type CreateSiteInput, createSiteSchema } from "~/schemas/onboarding";
import { AppError } from "~/server/errors";
import { signUpWithoutWebsite } from "../../../scripts/lib/onboard-site";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { type CreationStep, createSite, EMAIL_TAKEN } from "./create-site.server";
import { redeemHandoff } from "./handoff.server";
import { lookUpCompany } from "./look-up-company.server";

// Its own database: it signs up the offline register's fixed CVR numbers, which must be free, and
// counts their rows.
const database = connectIsolatedTestDatabase("create_site_test");

const input = (cvr: string, email: string) => createSiteSchema.parse(signUpWithoutWebsite(cvr, email));

/** Two sign-ups at the same moment: exactly one wins; the loser's error. */
async function raceSignUps(first: ReturnType<typeof input>, second: ReturnType<typeof input>) {
  const results = await Promise.allSettled([createSite(first), createSite(second)]);
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  const failure = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
  expect(failure.reason).toBeInstanceOf(AppError);
  return failure.reason as AppError;
}

describe("createSite", () => {
  it("creates login, company (with its homepage profile), three pages and the welcome mail, in the spec's order", async () => {
    const steps: CreationStep[] = [];
    const created = await createSite(input("62601817", "Ejer@Hansen-Toemrer.dk"), (step) => steps.push(step));
    expect(steps).toEqual(["account", "company", "text", "pages"]);
    expect(created.siteUrl).toBe("http://hansentoemrersnedkeraps.localhost:3000");
    expect(created.setCookies.join(";")).toContain("hv.session_token=");

    const [company] = await database().select().from(companies).where(eq(companies.cvr, "62601817"));
    expect(company).toMatchObject({
      name: "Hansen Tømrer & Snedker ApS",
      companyEmail: "ejer@hansen-toemrer.dk",
      city: "Vejle",
      status: "active",
      planType: "Free",
      planStatus: "active",
      theme: "amber",
      showHours: true,
      subdomain: "hansentoemrersnedkeraps",
    });
    expect(company!.hours.Fredag).toBe("07:00 - 15:00");
    const days = (company!.trialEndDate.getTime() - company!.trialStartDate.getTime()) / 86_400_000;
    expect(days).toBe(90);

    const sitePages = await database()
      .select()
      .from(pages)
      .where(eq(pages.companyId, company!.id))
      .orderBy(pages.createdAt);
    // Issue 22: a Ydelser page (one grid card per service) for the homepage's service cards to link to.
    expect(sitePages.map((p) => [p.pageName, p.slug, p.type, p.layout])).toEqual([
      ["Forside", "forside", "homepage", "hero"],
      ["Ydelser", "ydelser", "page", "grid"],
      ["Om os", "om-os", "page", "text-image"],
    ]);
    const { profile } = company!;
    expect(profile.intro?.heading).toBe("Lokal tømrer i Vejle siden 2009");
    expect(profile.services.map((service) => service.pageSlug)).toEqual(
      profile.services.map(() => "ydelser"),
    );
    expect(profile.services.length).toBeGreaterThanOrEqual(3);
    // Each service is a card on the Ydelser page, under its title.
    const cards = sitePages[1]!.content.main?.content?.split("\n\n") ?? [];
    expect(cards.map((card) => card.split(":")[0])).toEqual(profile.services.map((service) => service.title));
    expect(sitePages[0]!.content.main?.content?.split(/\s+/).length).toBeGreaterThanOrEqual(300);
    expect(company!.websiteContent?.title).toBe(sitePages[0]!.title);

    const mail = await database()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "ejer@hansen-toemrer.dk"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe("welcome");
    expect(mail[0]!.text).toContain("http://hansentoemrersnedkeraps.localhost:3000");

    // The hand-off token signs the owner in on the new site's host only, and exactly once.
    const handoff = new URL(created.handoffUrl);
    const token = handoff.searchParams.get("token")!;
    expect(await redeemHandoff(token, "localhost")).toBeNull();
    expect(await redeemHandoff(token, "andet-firma.localhost")).toBeNull();
    expect((await redeemHandoff(token, handoff.hostname))?.join(";")).toContain("hv.session_token=");
    expect(await redeemHandoff(token, handoff.hostname)).toBeNull();
  });

  it("reads the old website's addresses while reading the site, and keeps them as suggestions", async () => {
    const old = await startTestServer("127.0.0.2", (req, res) => {
      if (req.url !== "/sitemap.xml") return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(`<urlset><url><loc>${old.origin}/om-os.html</loc></url><url><loc>${old.origin}/admin</loc></url>
        <url><loc>${old.origin}/kontakt-os</loc></url></urlset>`);
    });
    try {
      // The address check of the form refuses an IP address: the input is built as the server has it.
      const withOldSite: CreateSiteInput = {
        ...input("69797113", "gammel@example.dk"),
        website: { choice: "other", otherUrl: `${old.origin}/` },
      };
      const steps: CreationStep[] = [];
      await createSite(withOldSite, (step) => steps.push(step), reachOnly(old));
      expect(steps).toEqual(["account", "website", "company", "text", "pages"]);
      const [company] = await database().select().from(companies).where(eq(companies.cvr, "69797113"));
      const found = await database()
        .select({ path: oldSiteAddresses.path, decidedAt: oldSiteAddresses.decidedAt })
        .from(oldSiteAddresses)
        .where(eq(oldSiteAddresses.companyId, company!.id))
        .orderBy(oldSiteAddresses.path);
      // Product paths (/admin) are never offered.
      expect(found).toEqual([
        { path: "/kontakt-os", decidedAt: null },
        { path: "/om-os.html", decidedAt: null },
      ]);
    } finally {
      await old.close();
    }
  });

  it("refuses a CVR that is already registered, in the lookup and in creation", async () => {
    await createSite(input("69083013", "murer@example.dk"));
    expect(await lookUpCompany("69083013")).toEqual({
      ok: false,
      error: "Dette CVR nummer er allerede registreret",
    });
    await expect(createSite(input("69083013", "anden@example.dk"))).rejects.toThrow(
      "Dette CVR nummer er allerede registreret",
    );
  });

  it("queues one welcome mail: /api/sendWelcomeEmail afterwards composes the same mail and adds none", async () => {
    const created = await createSite(input("53231942", "velkommen@example.dk"));
    const cookie = created.setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
    const request = new Request("http://localhost/api/sendWelcomeEmail", {
      method: "POST",
      headers: { cookie },
    });
    const answer = await sendWelcomeEmail({ request } as Parameters<typeof sendWelcomeEmail>[0]);
    expect(answer).toMatchObject({ data: { ok: true } });
    const mail = await database().select().from(mailOutbox).where(eq(mailOutbox.to, "velkommen@example.dk"));
    expect(mail.map((row) => [row.kind, row.dedupeKey])).toEqual([["welcome", "welcome:53231942"]]);
    expect(mail[0]!.text).toContain(created.siteUrl);
  });

  it("refuses an e-mail that is already registered and creates nothing", async () => {
    await createSite(input("76131864", "vvs@example.dk"));
    await expect(createSite(input("19139093", "VVS@example.dk"))).rejects.toThrow(EMAIL_TAKEN);
    expect(await database().$count(companies, eq(companies.cvr, "19139093"))).toBe(0);
  });

  it("lets exactly one of two racing sign-ups for the same CVR win", async () => {
    const loser = await raceSignUps(
      input("72819489", "a@klarudsigt.dk"),
      input("72819489", "b@klarudsigt.dk"),
    );
    expect(loser.message).toBe("Dette CVR nummer er allerede registreret");
    expect(await database().$count(companies, eq(companies.cvr, "72819489"))).toBe(1);
    // The loser left no login behind.
    expect(
      (await database().$count(user, eq(user.email, "b@klarudsigt.dk"))) +
        (await database().$count(user, eq(user.email, "a@klarudsigt.dk"))),
    ).toBe(1);
  });

  it("lets exactly one of two racing sign-ups with the same e-mail win", async () => {
    const loser = await raceSignUps(
      input("31993512", "samme@example.dk"),
      input("91909375", "samme@example.dk"),
    );
    expect(loser.message).toBe(EMAIL_TAKEN);
  });

  it("says the company was not found for a CVR outside the register, and creates nothing", async () => {
    expect(await lookUpCompany("12345674")).toEqual({
      ok: false,
      error: "Kunne ikke finde firma med dette CVR nummer",
    });
    await expect(createSite(input("12345674", "ingen@example.dk"))).rejects.toThrow(
      "Kunne ikke finde firma med dette CVR nummer",
    );
    expect(await database().$count(user, eq(user.email, "ingen@example.dk"))).toBe(0);
  });

  it("gives a second company with the same name a suffixed subdomain", async () => {
    // Two register companies are both "VVS"-named; force a collision by pre-taking the subdomain.
    await createSite(input("28625278", "roskilde@example.dk"));
    const [first] = await database().select().from(companies).where(eq(companies.cvr, "28625278"));
    await database()
      .update(companies)
      .set({ subdomain: "elektrikerenpaaamageraps" })
      .where(eq(companies.id, first!.id));
    const created = await createSite(input("70189550", "amager@example.dk"));
    expect(created.siteUrl).toBe("http://elektrikerenpaaamageraps-2.localhost:3000");
  });
});
