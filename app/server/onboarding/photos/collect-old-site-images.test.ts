import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboardingUploads } from "~/db/schema";
import { reachOnly, startTestServer, type TestServer } from "~/integrations/scrape/test-server";
import { storage } from "~/integrations/storage/index.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { newPhotoKey } from "../onboarding-draft.server";
import { collectOldSiteImages } from "./collect-old-site-images.server";
import { deleteDraftPhotos } from "./sweep-onboarding-photos.server";

const database = connectTestDatabase();
let site: TestServer;
let photo: Buffer;
let logo: Buffer;
let icon: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#964" } })
    .jpeg()
    .toBuffer();
  logo = await sharp({ create: { width: 400, height: 120, channels: 4, background: "#123a" } })
    .png()
    .toBuffer();
  icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // An old website on a real loopback server: a page, its logo, two photos, an icon-sized image, a
  // "photo" that is HTML, and one that is larger than the cap.
  site = await startTestServer("127.0.0.2", (req, res) => {
    const send = (type: string, body: Buffer | string) =>
      res.writeHead(200, { "content-type": type }).end(body);
    switch (req.url) {
      case "/":
        return send(
          "text/html; charset=utf-8",
          `<html><body><header><a class="logo" href="/"><img src="/logo.png" alt="Hansen"></a></header>
          <main><h1>Tømrer</h1><img src="/tag.jpg" alt="Nyt tag"><img src="/carport.jpg" alt="Carport">
          <img src="/lille.png" alt="Lille"><img src="/falsk.jpg" alt="Falsk"><img src="/stor.jpg" alt="Stor"></main></body></html>`,
        );
      case "/logo.png":
        return send("image/png", logo);
      case "/tag.jpg":
      case "/carport.jpg":
        return send("image/jpeg", photo);
      case "/lille.png":
        return send("image/png", icon);
      case "/falsk.jpg":
        return send("text/html", "<script>alert(1)</script>");
      case "/stor.jpg":
        return send("image/jpeg", Buffer.alloc(300_000, 1));
      default:
        return void res.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await site?.close();
});

describe("collectOldSiteImages", () => {
  it("offers the old site's logo and work photos, re-encoded and unticked; refuses non-images, icons and oversize files", async () => {
    const draftKey = newPhotoKey();
    const stored = await collectOldSiteImages(draftKey, `${site.origin}/`, {
      enabled: true,
      ...reachOnly(site),
      maxBytes: 200_000,
    });
    expect(stored).toBe(3);
    const rows = await database
      .select()
      .from(onboardingUploads)
      .where(eq(onboardingUploads.draftKey, draftKey))
      .orderBy(onboardingUploads.kind, onboardingUploads.name);
    expect(rows.map((row) => [row.kind, row.origin, row.name, row.chosen])).toEqual([
      ["logo", "found", "Logo", false],
      ["work", "found", "Carport", false],
      ["work", "found", "Nyt tag", false],
    ]);
    for (const row of rows) {
      expect(row.fullKey.startsWith(`private/onboarding/${draftKey}/`)).toBe(true);
      const file = await storage().get(row.fullKey);
      expect(file?.body.subarray(8, 12).toString()).toBe("WEBP");
    }
    await deleteDraftPhotos(draftKey);
    expect(await storage().get(rows[0]!.fullKey)).toBeNull();
  });

  it("offers nothing, and does not throw, when the old site is on a private address", async () => {
    const draftKey = newPhotoKey();
    expect(await collectOldSiteImages(draftKey, `${site.origin}/`, { enabled: true })).toBe(0);
  });
});
