import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { pages, sitePageStamps } from "~/db/schema";
import { resetIndexNowForTests } from "~/integrations/indexnow/index.server";
import { startIndexNowTestServer } from "~/integrations/indexnow/indexnow-test-server";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../../../tests/setup/http-app";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { INDEXNOW_KEY_PATH, indexNowKey } from "./indexnow-key.server";
import { settleIndexNow } from "./notify-index-now.server";

// Issue 26: every publish tells a local endpoint speaking the IndexNow protocol (which, like the real
// ones, fetches the site's key file to check the key) about the pages whose content changed: once per
// publish, in the background; the sitemap's lastmod is when a page's content last changed.

const db = connectTestDatabase();
let app: TestHttpApp;
let indexNow: Awaited<ReturnType<typeof startIndexNowTestServer>>;

beforeAll(async () => {
  indexNow = await startIndexNowTestServer({
    readKeyFile: async (keyLocation) => {
      const url = new URL(keyLocation);
      const answer = await app.request(url.host, url.pathname);
      return answer.status === 200 ? answer.body : null;
    },
  });
  stubEnvs({ INDEXNOW_PROVIDER: "indexnow", INDEXNOW_URL: indexNow.url }, resetIndexNowForTests);
  app = await startHttpApp();
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), indexNow?.close()]);
  unstubEnvs(resetIndexNowForTests);
});

const publish = async (companyId: string) => {
  await db.transaction((tx) => bumpSiteVersion(tx, companyId));
  await settleIndexNow();
};

describe("IndexNow on publish", { timeout: 120_000 }, () => {
  it("sends each publish's changed pages once, with the key the site serves, and nothing when nothing changed", async () => {
    const { company } = await createTestCompany(db, "IndexNow Tømrer");
    const origin = `http://${company.subdomain}.localhost:3000`;
    const host = `${company.subdomain}.localhost:3000`;
    const ofSite = () => indexNow.received.filter((submission) => submission.host === host);

    await publish(company.id);
    expect(ofSite()).toHaveLength(1);
    expect(ofSite()[0]).toEqual({
      host,
      key: indexNowKey(company.id),
      keyLocation: `${origin}${INDEXNOW_KEY_PATH}`,
      urlList: expect.arrayContaining([`${origin}/`, `${origin}/om-os`]),
    });
    const keyFile = await app.request(host, INDEXNOW_KEY_PATH);
    expect(keyFile.status).toBe(200);
    expect(keyFile.body).toBe(indexNowKey(company.id));

    // A publish that changed no page's content sends nothing.
    await publish(company.id);
    expect(ofSite()).toHaveLength(1);

    // One page changed: one more submission, with that page only.
    // The description is in that page's head only (the homepage's cards show titles and first lines).
    await db
      .update(pages)
      .set({ metaDescription: "Om firmaet" })
      .where(and(eq(pages.companyId, company.id), eq(pages.slug, "om-os")));
    await publish(company.id);
    expect(ofSite()).toHaveLength(2);
    expect(ofSite()[1]!.urlList).toEqual([`${origin}/om-os`]);
  });

  it("gives the sitemap the time each page's content last changed, not the time of the last save", async () => {
    const { company } = await createTestCompany(db, "Lastmod Tømrer");
    const host = `${company.subdomain}.localhost:3000`;
    await publish(company.id);
    const earlier = new Date("2026-03-01T10:00:00Z");
    await db
      .update(sitePageStamps)
      .set({ changedAt: earlier })
      .where(eq(sitePageStamps.companyId, company.id));
    await db
      .update(pages)
      .set({ metaDescription: "Om firmaet" })
      .where(and(eq(pages.companyId, company.id), eq(pages.slug, "om-os")));
    await publish(company.id);

    const stamps = await db.select().from(sitePageStamps).where(eq(sitePageStamps.companyId, company.id));
    const aboutChanged = stamps.find((stamp) => stamp.path === "/om-os")!.changedAt;
    expect(aboutChanged.getTime()).toBeGreaterThan(earlier.getTime());
    const sitemap = await app.request(host, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const lastmods = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(
      (match) => [new URL(match[1]!).pathname, match[2]!],
    );
    expect(Object.fromEntries(lastmods)).toEqual({
      "/": "2026-03-01T10:00:00+00:00",
      "/om-os": aboutChanged.toISOString().replace(/\.\d{3}Z$/, "+00:00"),
    });
  });

  it("a refusing or unreachable endpoint never fails the publish", async () => {
    const { company } = await createTestCompany(db, "Utilgængelig IndexNow");
    vi.stubEnv("INDEXNOW_URL", "http://127.0.0.1:9/indexnow");
    resetEnvForTests();
    resetIndexNowForTests();
    try {
      await publish(company.id);
      const home = await app.request(`${company.subdomain}.localhost:3000`, "/");
      expect(home.status).toBe(200);
    } finally {
      vi.stubEnv("INDEXNOW_URL", indexNow.url);
      resetEnvForTests();
      resetIndexNowForTests();
    }
  });
});
