import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { UPLOAD_REASONS } from "~/schemas/image";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { postQuote, type QuotePostOptions, randomIp } from "../../../tests/setup/quote-form";
import { VALID_QUOTE as VALID } from "./quote-form.test-support";

// The quote form under abuse (security probe F11, F12, issue 23's limit item), through the real
// HTTP app: image work per request is bounded, and no visitor can close a site's form for others.

const db = connectTestDatabase();
const app = startHttpAppForFile();

const post = (host: string, fields: Record<string, string>, options: QuotePostOptions = {}) =>
  postQuote(app, host, fields, options);

const rowsOf = (companyId: string) =>
  db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.companyId, companyId));

describe("F11: image work of one anonymous request", () => {
  it("is bounded: photos with more than 100 Mpx together are refused before decoding, text kept", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    // 40 Mpx each (8000 × 5000), small files: three of them are 120 Mpx together.
    const big = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#777" } })
      .jpeg({ quality: 30 })
      .toBuffer();
    const answer = await post(host, VALID, {
      files: [1, 2, 3].map((n) => ({ name: `foto-${n}.jpg`, body: big })),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(UPLOAD_REASONS.tooManyPixelsTogether);
    expect(answer.body).toContain("Vores terrasse skal skiftes");
    expect(await rowsOf(company.id)).toEqual([]);
    // Two of them (80 Mpx) are fine.
    const two = await post(host, VALID, { files: [1, 2].map((n) => ({ name: `foto-${n}.jpg`, body: big })) });
    expect(two.status).toBe(303);
    expect(await rowsOf(company.id)).toHaveLength(1);
  }, 60_000);
});

const net64 = () =>
  `2001:db8:${crypto.randomBytes(2).toString("hex")}:${crypto.randomBytes(2).toString("hex")}`;

describe("F12 and issue 23: the quote form's limits", () => {
  it("count only accepted requests: ten refused sends cost nothing, and the text is kept", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const ip = randomIp();
    for (let n = 0; n < 12; n++) {
      const refused = await post(host, { ...VALID, email: "ikke-en-mail" }, { ip });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain(VALID.description);
    }
    expect((await post(host, VALID, { ip })).status).toBe(303);
  });

  it("are per site and address: an address at its limit on one site can still send to another", async () => {
    const first = await createQuoteTestCompany(db);
    const second = await createQuoteTestCompany(db);
    const ip = randomIp();
    for (let n = 1; n <= 5; n++) {
      expect((await post(`${first.subdomain}.localhost`, VALID, { ip })).status, `send ${n}`).toBe(303);
    }
    const limited = await post(`${first.subdomain}.localhost`, { ...VALID, name: "Sjette Gang" }, { ip });
    expect(limited.status).toBe(429);
    // "Prøv igen om en time" no longer throws the visitor's text away.
    expect(limited.body).toContain("Prøv igen om en time");
    expect(limited.body).toContain('value="Sjette Gang"');
    expect(limited.body).toContain(VALID.description);
    expect((await post(`${second.subdomain}.localhost`, VALID, { ip })).status).toBe(303);
  });

  it("count an IPv6 /64 as one address", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const net = net64();
    for (let n = 1; n <= 5; n++) expect((await post(host, VALID, { ip: `${net}::${n}` })).status).toBe(303);
    expect((await post(host, VALID, { ip: `${net}:ffff:1:2:3` })).status).toBe(429);
    expect((await post(host, VALID, { ip: `${net64()}::1` })).status).toBe(303);
  });

  it("never close a site's form: over the site's limit, first-time senders still get through", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    // One sender fills the site's hourly limit from many /64s of its own (5 from each).
    const sends: Promise<{ status: number }>[] = [];
    for (let net = 0; net < 20; net++) {
      const prefix = net64();
      for (let n = 1; n <= 5; n++) sends.push(post(host, VALID, { ip: `${prefix}::${n}` }));
    }
    expect((await Promise.all(sends)).map((answer) => answer.status)).toEqual(Array(100).fill(303));
    // A second request from one of those addresses is refused now; a new customer's first is taken.
    expect((await post(host, VALID, { ip: randomIp() })).status).toBe(303);
    const customer = randomIp();
    expect((await post(host, { ...VALID, name: "Rigtig Kunde" }, { ip: customer })).status).toBe(303);
    const again = await post(host, { ...VALID, name: "Rigtig Kunde" }, { ip: customer });
    expect(again.status).toBe(429);
    expect(again.body).toContain('value="Rigtig Kunde"');
    const rows = await rowsOf(company.id);
    expect(rows).toHaveLength(102);
  }, 120_000);
});
