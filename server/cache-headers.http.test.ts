import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage } from "~/server/images/process-image.server";
import { storeQuoteRequest } from "~/server/quote-requests/store-quote-request.server";
import { connectTestDatabase } from "../tests/setup/db";
import { serveHttpAppForFile } from "../tests/setup/http-app";
import { createOwnerWithSite } from "../tests/setup/owner-session";

// Info items of the security probe: request photos and the CSV carried two Cache-Control headers
// (the admin default and the route's own); /rapport/afmeld had none.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

/** Every Cache-Control header line of an answer (Node joins repeated ones with ", "). */
const cacheControl = (headers: Record<string, unknown>) => String(headers["cache-control"] ?? "");

describe("Cache-Control", () => {
  it("is one header on a request photo (the route's) and on the CSV export", async () => {
    const owner = await createOwnerWithSite(db, "Cache");
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer();
    const id = await storeQuoteRequest({
      companyId: owner.company.id,
      data: {
        name: "Mette Hansen",
        phone: "+45 20 30 40 50",
        email: "mette@example.dk",
        address: "Hovedgaden 1, 8000 Aarhus C",
        description: "Terrasse",
        timing: "month",
      },
      photos: [{ fileName: "a.jpg", renditions: await processImage(jpeg, "request") }],
    });
    const headers = { cookie: owner.cookie };
    const photo = await app().request("localhost", `/admin/forespoergsler/${id}/billeder/0`, { headers });
    expect(photo.status).toBe(200);
    expect(cacheControl(photo.headers)).toBe("private, max-age=3600");
    const csv = await app().request("localhost", "/admin/forespoergsler/eksport.csv", { headers });
    expect(csv.status).toBe(200);
    expect(cacheControl(csv.headers)).toBe("private, no-store");
    // Other admin pages keep the default.
    const inbox = await app().request("localhost", "/admin/forespoergsler", { headers });
    expect(cacheControl(inbox.headers)).toBe("private, no-store");
  });

  it("is private, no-store on /rapport/afmeld", async () => {
    const answer = await app().request("localhost", "/rapport/afmeld?token=forkert");
    expect(answer.status).toBe(400);
    expect(cacheControl(answer.headers)).toBe("private, no-store");
  });
});
