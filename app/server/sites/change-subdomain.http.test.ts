import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { chooseSubdomain } from "~/server/onboarding/choose-subdomain.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { postForm, serveHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";
import { changeSubdomain } from "./change-subdomain.server";
import { subdomainUrl } from "./site-url.server";

// Issue 23: owners change their subdomain in Indstillinger; the old one answers 301 to the same path on
// the new one and is nobody else's while it does (docs/decisions/030), through the real HTTP app.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

const fresh = () => `ny${crypto.randomBytes(5).toString("hex")}`;

function postChange(host: string, cookie: string, subdomain: string) {
  return postForm(app(), "/admin/settings?index", cookie, { intent: "change-subdomain", subdomain }, host);
}

async function subdomainOf(companyId: string): Promise<string> {
  const [row] = await db
    .select({ subdomain: companies.subdomain })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.subdomain;
}

describe("changing the subdomain", () => {
  it("moves the site, signs the owner in on the new host, and the old host answers 301 to the same path", async () => {
    const owner = await createOwnerWithSite(db, "Adresse");
    const old = owner.company.subdomain;
    const wanted = fresh();

    // Typed with capitals and spaces around, as a phone keyboard may: lower-cased and trimmed.
    const answer = await postChange(`${old}.localhost`, owner.cookie, `  ${wanted.toUpperCase()} `);
    expect(answer.status).toBe(302);
    const handoff = new URL(answer.headers.location!);
    expect(handoff.origin).toBe(subdomainUrl(wanted));
    expect(handoff.pathname).toBe("/admin/velkommen");
    expect(await subdomainOf(owner.company.id)).toBe(wanted);

    // The hand-off on the new host gives a session there and leads back to the settings.
    const landed = await app().request(`${wanted}.localhost`, handoff.pathname + handoff.search);
    expect(landed.status).toBe(302);
    expect(landed.headers.location).toBe(`/admin/settings?tab=domaene&skiftet=${old}`);
    const cookie = (landed.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const settings = await app().request(`${wanted}.localhost`, "/admin/settings?tab=domaene", {
      headers: { cookie },
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toContain("Skift adresse");

    // The site answers on the new host; the old one sends every path there, the query kept.
    expect((await app().request(`${wanted}.localhost`, "/om-os")).status).toBe(200);
    const moved = await app().request(`${old}.localhost`, "/om-os?fra=visitkort");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`${subdomainUrl(wanted)}/om-os?fra=visitkort`);
    const home = await app().request(`${old}.localhost`, "/");
    expect(home.status).toBe(301);
    expect(home.headers.location).toBe(`${subdomainUrl(wanted)}/`);
    const admin = await app().request(`${old}.localhost`, "/admin");
    expect(admin.headers.location).toBe(`${subdomainUrl(wanted)}/admin`);
    // A form posted to the old host keeps its method and body (308).
    expect((await postChange(`${old}.localhost`, owner.cookie, fresh())).status).toBe(308);

    // Moving on again: the first name leads straight to the newest one (no chain).
    const third = fresh();
    await changeSubdomain(owner.company.id, third);
    const twice = await app().request(`${old}.localhost`, "/om-os");
    expect(twice.headers.location).toBe(`${subdomainUrl(third)}/om-os`);
    // Taking a name back that the company itself left is allowed; it stops redirecting.
    await changeSubdomain(owner.company.id, old);
    expect((await app().request(`${old}.localhost`, "/om-os")).status).toBe(200);
    expect((await app().request(`${third}.localhost`, "/om-os")).headers.location).toBe(
      `${subdomainUrl(old)}/om-os`,
    );
  });

  it("refuses bad, reserved and taken names with a Danish message next to the field, keeping the typed text", async () => {
    const owner = await createOwnerWithSite(db, "Afvist");
    const other = await createOwnerWithSite(db, "Anden");
    const host = `${owner.company.subdomain}.localhost`;
    const cases: Array<[string, string]> = [
      ["", "Skriv den nye adresse"],
      ["smed-æblehave", "Brug kun bogstaverne a-z, tal og bindestreg (ikke æ, ø, å eller mellemrum)"],
      ["hansen tømrer", "Brug kun bogstaverne a-z, tal og bindestreg"],
      ["ab", "Adressen skal være mellem 3 og 30 tegn"],
      ["a".repeat(31), "Adressen skal være mellem 3 og 30 tegn"],
      ["-hansen", "Adressen må ikke starte eller slutte med bindestreg"],
      ["xn--hansen", "Adressen må ikke have to bindestreger i træk"],
      ["admin", "Den adresse er reserveret. Vælg en anden."],
      [other.company.subdomain, "Adressen er optaget. Vælg en anden."],
    ];
    for (const [typed, message] of cases) {
      const answer = await postChange(host, owner.cookie, typed);
      expect(answer.status, typed).toBeGreaterThanOrEqual(400);
      expect(answer.body, typed).toContain(message);
      if (typed) expect(answer.body, typed).toContain(`value="${typed}"`);
    }
    expect(await subdomainOf(owner.company.id)).toBe(owner.company.subdomain);
    expect((await app().request(host, "/")).status).toBe(200);
  });

  it("never hands a left name to another firm while it redirects, by change or by sign-up", async () => {
    const leaving = await createOwnerWithSite(db, "Flytter");
    const other = await createOwnerWithSite(db, "Tager");
    const left = leaving.company.subdomain;
    await changeSubdomain(leaving.company.id, fresh());

    const answer = await postChange(`${other.company.subdomain}.localhost`, other.cookie, left);
    expect(answer.status).toBe(409);
    expect(answer.body).toContain("Adressen er optaget. Vælg en anden.");
    // Sign-up's name for a firm of the same name gets a suffix instead.
    expect(await chooseSubdomain(db, left)).not.toBe(left);

    // After the two years the name is free again, and no longer redirects.
    await db.execute(
      sql`update old_subdomains set changed_at = now() - interval '731 days' where subdomain = ${left}`,
    );
    expect((await app().request(`${left}.localhost`, "/")).status).toBe(404);
    await changeSubdomain(other.company.id, left);
    expect((await app().request(`${left}.localhost`, "/")).status).toBe(200);
  });

  it("gives a name two owners race for to exactly one of them", async () => {
    const owners = await Promise.all([1, 2, 3].map(() => createOwnerWithSite(db, "Kaploeb")));
    const wanted = fresh();
    const results = await Promise.allSettled(
      owners.map((owner) => changeSubdomain(owner.company.id, wanted)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(String(result.reason)).toContain("Adressen er optaget");
    }
    const holders = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.subdomain, wanted));
    expect(holders).toHaveLength(1);
  });
});
