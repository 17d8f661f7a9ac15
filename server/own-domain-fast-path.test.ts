import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { request, serveFastPathApp } from "../tests/setup/fast-path-app";

// Issue 12: once an own domain is verified, the subdomain and /{cvr} answer 301 there, also for pages
// the production fast path (server/site-fast-path.ts) had cached before: the verification's version
// bump retires them. The whole app with production headers and the fast path in front, over real HTTP.

const { db, app } = serveFastPathApp("own_domain_fast_path_test");

function get(host: string, path: string) {
  return request(app.fast, host, path, { "user-agent": "Googlebot/2.1" });
}

describe("verifying an own domain", { timeout: 240_000 }, () => {
  it("turns pages the fast path served from cache into 301s to the own domain at once", async () => {
    const { company } = await createTestCompany(db(), "Cache Tømrer");
    const sub = `${company.subdomain}.localhost:3000`;
    const forms: Array<[string, string, string]> = [
      [sub, "/", "/"],
      [sub, "/om-os", "/om-os"],
      ["localhost:3000", `/${company.cvr}`, "/"],
      ["localhost:3000", `/${company.cvr}/om-os`, "/om-os"],
    ];
    for (const [host, path] of forms) {
      expect((await get(host, path)).status).toBe(200);
      // Proves the page is in the cache and the fast path answers it (on a loaded machine the change
      // listener may still be connecting, and until then Express answers: ask again).
      await expect
        .poll(async () => {
          const before = app.mod.siteFastPathServed();
          const answer = await get(host, path);
          return answer.status === 200 && app.mod.siteFastPathServed() === before + 1;
        })
        .toBe(true);
    }

    const domain = `${company.subdomain}.dk`;
    await db().transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ customDomain: domain, customDomainVerifiedAt: new Date() })
        .where(eq(companies.id, company.id));
      await bumpSiteVersion(tx, company.id);
    });

    for (const [host, path, target] of forms) {
      const before = app.mod.siteFastPathServed();
      const reply = await get(host, path);
      expect({ path, status: reply.status, location: reply.headers.location }).toEqual({
        path,
        status: 301,
        location: `https://${domain}${target}`,
      });
      expect(app.mod.siteFastPathServed()).toBe(before);
    }
    expect((await get(domain, "/om-os")).status).toBe(200);
  });
});
