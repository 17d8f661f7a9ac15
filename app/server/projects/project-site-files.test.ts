import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { currentManifest, siteFilesRoot } from "~/server/site-files/site-files-store.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { request, serveFastPathApp } from "../../../tests/setup/fast-path-app";

// Issue 26 with the published site files (docs/decisions/026): a project change re-renders the
// project pages with the rest, and they are answered from the files on the site's host and under
// /{cvr} on the main host. A project taken off the site leaves the files with the next publish.

const { db, app } = serveFastPathApp("project_files_test", { siteFiles: true });

const publish = (companyId: string) => db().transaction((tx) => bumpSiteVersion(tx, companyId));

describe("project pages as site files", { timeout: 240_000 }, () => {
  it("every project page is a file after a change, and goes with the next one", async () => {
    const { company } = await createTestCompany(db(), "Filer Opgaver");
    const photo = (n: number) => ({ image: `images/${company.cvr}/1-${n}.webp`, alt: `Billede ${n}` });
    const [first] = await db()
      .insert(projects)
      .values(
        ["Nyt tag", "Ny terrasse"].map((title, index) => ({
          companyId: company.id,
          slug: index === 0 ? "nyt-tag" : "ny-terrasse",
          title,
          postcode: "7100",
          town: "Vejle",
          doneOn: `2026-10-0${index + 1}`,
          photos: [photo(index * 2), photo(index * 2 + 1)],
          published: true,
        })),
      )
      .returning({ id: projects.id });
    await publish(company.id);
    const keys = Object.keys(currentManifest(siteFilesRoot(), company.id)?.pages ?? {});
    for (const path of [
      "/udfoerte-opgaver",
      "/udfoerte-opgaver/nyt-tag",
      "/udfoerte-opgaver/ny-terrasse",
      "/udfoerte-opgaver/i/vejle",
    ]) {
      expect(keys).toContain(`site:${path}`);
      expect(keys).toContain(`cvr:${path}`);
    }
    const onSite = await request(
      app.fast,
      `${company.subdomain}.localhost:3000`,
      "/udfoerte-opgaver/i/vejle",
    );
    expect(onSite.status).toBe(200);
    expect(onSite.headers["x-site-cache"]).toBe("file");
    expect(onSite.body.toString()).toContain("Tømrer i Vejle – udførte opgaver");
    const onMain = await request(app.fast, "localhost:3000", `/${company.cvr}/udfoerte-opgaver/nyt-tag`);
    expect(onMain.status).toBe(200);
    expect(onMain.headers["x-site-cache"]).toBe("file");
    const home = await request(app.fast, `${company.subdomain}.localhost:3000`, "/");
    expect(home.body.toString()).toContain('href="/udfoerte-opgaver/ny-terrasse"');

    // One project off the site: its page and the town page (one left in Vejle) are no longer files.
    await db().update(projects).set({ published: false }).where(eq(projects.id, first!.id));
    await publish(company.id);
    const after = Object.keys(currentManifest(siteFilesRoot(), company.id)?.pages ?? {});
    expect(after).toContain("site:/udfoerte-opgaver/ny-terrasse");
    expect(after).not.toContain("site:/udfoerte-opgaver/nyt-tag");
    expect(after).not.toContain("site:/udfoerte-opgaver/i/vejle");
    expect(
      (await request(app.fast, `${company.subdomain}.localhost:3000`, "/udfoerte-opgaver/nyt-tag")).status,
    ).toBe(404);
    const homeAfter = await request(app.fast, `${company.subdomain}.localhost:3000`, "/");
    expect(homeAfter.body.toString()).not.toContain('href="/udfoerte-opgaver/nyt-tag"');
  });
});
