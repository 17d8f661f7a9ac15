import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { type Database, db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { processImage } from "~/server/images/process-image.server";
import { FILL_TIME_COOKIE, mintFillToken } from "./fill-time-token.server";
import { type StoreQuoteRequestInput, storeQuoteRequest } from "./store-quote-request.server";

/** A company of the test's own with a homepage, on its own subdomain. */
export async function createQuoteTestCompany(db: Database, overrides: { email?: string } = {}) {
  const tag = crypto.randomBytes(5).toString("hex");
  const [company] = await db
    .insert(companies)
    .values({
      cvr: String(20_000_000 + crypto.randomInt(70_000_000)),
      name: `Tilbudstest ${tag} ApS`,
      companyEmail: overrides.email ?? `tilbud-${tag}@test.example`,
      phone: "12 34 56 78",
      hours: DEFAULT_HOURS,
      subdomain: `tilbud${tag}`,
      domainVerificationToken: tag,
      // An established site (issue 27): tests of unverified sites say so themselves.
      ownershipVerifiedAt: new Date(),
      industryDesc: "Tømrer- og bygningssnedkervirksomhed",
    })
    .returning();
  await db.insert(pages).values({
    companyId: company!.id,
    pageName: "Forside",
    slug: "forside",
    type: "homepage",
    layout: "hero",
    title: "Tømrer i byen",
    content: { hero: { title: "Tømrer i byen" }, main: { content: "Vi bygger og reparerer." } },
  });
  return company!;
}

/** A real JPEG photo with EXIF GPS metadata, like one straight from a phone camera. */
export function phonePhoto(color = "#1d4ed8", width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .withExifMerge({
      IFD0: { Make: "Testkamera", Model: "Telefon 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "55/1 40/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "12/1 34/1 0/1",
      },
    })
    .toBuffer();
}

/** A stored request (a roof over the carport, from 8000) with a phone photo in each of `colors`; its id. */
export async function storePhotoRequest(
  companyId: string,
  data: Partial<StoreQuoteRequestInput["data"]> = {},
  colors = ["#b91c1c"],
): Promise<string> {
  const photos = await Promise.all(
    colors.map(async (color) => ({
      fileName: "tag.jpg",
      renditions: await processImage(await phonePhoto(color, 1200, 900), "request"),
    })),
  );
  return storeQuoteRequest({
    companyId,
    data: {
      name: "Kunde",
      phone: "20 30 40 50",
      email: "kunde@example.dk",
      address: "8000",
      description: "Nyt tag på carporten, tak.",
      timing: "asap",
      ...data,
    },
    photos,
  });
}

/** Bytes that start like a JPEG but are just filler: refused on size before any decoding. */
export function fakeJpeg(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return buffer;
}

/** A small real PDF. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * A fill-time cookie as the form's start image sets it for the site on `host` (`<subdomain>.localhost`),
 * minted `ageMs` ago; the token is bound to that site (issue 27) and good for one request.
 */
export async function ripeFillCookie(host: string, ageMs = 10_000): Promise<string> {
  const subdomain = host.split(".")[0] ?? "";
  const [row] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.subdomain, subdomain))
    .limit(1);
  return `${FILL_TIME_COOKIE}=${mintFillToken(row?.id ?? "no-such-site", Date.now() - ageMs)}`;
}
