import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, mailOutbox, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { QUOTE_MESSAGES } from "~/schemas/quote-request";
import { FILL_TIME_COOKIE, mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import {
  QUOTE_LIMITS,
  quoteSenderKey,
  quoteSiteKey,
} from "~/server/quote-requests/hit-quote-rate-limits.server";
import {
  createQuoteTestCompany,
  fakeJpeg,
  PDF,
  phonePhoto,
  ripeFillCookie,
} from "~/server/quote-requests/test-support";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../../../tests/setup/http-app";
import {
  postQuote,
  type QuoteFields,
  type QuotePostOptions,
  randomIp,
} from "../../../tests/setup/quote-form";
import { VALID_QUOTE as VALID } from "./quote-form.test-support";

// The "Få et tilbud" form through the real HTTP app: multipart POST → 303 → thank-you page, with
// every refusal answered in Danish and nothing stored.

const db = connectTestDatabase();
let app: TestHttpApp;
let company: Awaited<ReturnType<typeof createQuoteTestCompany>>;
let host = "";

beforeAll(async () => {
  app = await startHttpApp();
  company = await createQuoteTestCompany(db);
  host = `${company.subdomain}.localhost`;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const post = (
  fields: QuoteFields,
  files: QuotePostOptions["files"] = [],
  options: Omit<QuotePostOptions, "files"> & { host?: string } = {},
) => postQuote(app, options.host ?? host, fields, { ...options, files });

const rowsOf = (companyId: string) =>
  db.select().from(quoteRequests).where(eq(quoteRequests.companyId, companyId));
const mailsTo = (to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "quote-request")));

describe("the form on the customer site", () => {
  it("shows on the homepage and on /tilbud with header button and phone bar, without script files", async () => {
    const home = await app.request(host, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain('id="tilbud-titel"');
    expect(home.body).toContain('action="/tilbud"');
    expect(home.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(home.body).toContain('aria-label="Hurtig kontakt"');
    expect(home.body).toContain('href="tel:+4512345678"');
    expect(home.body).toContain('href="/privatlivspolitik"');
    expect(home.body).not.toMatch(/<script[^>]+src=/);

    const page = await app.request(host, "/tilbud");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<title>Få et tilbud | ");
    expect(page.body).toContain("Hvad skal laves?");
    expect(page.body).toContain("Hurtigst muligt");
    expect(page.body).not.toMatch(/<script[^>]+src=/);

    const privacy = await app.request(host, "/privatlivspolitik");
    expect(privacy.status).toBe(200);
    expect(privacy.body).toContain("slettes automatisk 12 måneder efter");
  });

  it("sets the fill-time cookie from the start image, scoped to the form's path", async () => {
    const start = await app.request(host, "/api/tilbud/start");
    expect(start.status).toBe(200);
    expect(start.headers["content-type"]).toBe("image/gif");
    expect(String(start.headers["set-cookie"])).toMatch(
      /hv_tilbud_start=\d+\.[\w-]+\.[\w-]+; Path=\/tilbud; Max-Age=86400; HttpOnly; SameSite=Lax/,
    );
  });
});

describe("a valid request", () => {
  it("is stored with its photos (private, metadata stripped) and one mail, then 303 to the thank-you page", async () => {
    const own = await createQuoteTestCompany(db);
    const ownHost = `${own.subdomain}.localhost`;
    const photos = [
      { name: "terrasse.jpg", body: await phonePhoto("#1d4ed8", 3000, 2000) },
      { name: "trappe.jpg", body: await phonePhoto("#15803d") },
    ];
    const response = await post(VALID, photos, { host: ownHost });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/tilbud/tak");

    const thanks = await app.request(ownHost, "/tilbud/tak");
    expect(thanks.status).toBe(200);
    expect(thanks.body).toContain("Tak for din forespørgsel");

    const [row] = await rowsOf(own.id);
    expect(row).toMatchObject({
      name: "Mette Hansen",
      phone: "20 30 40 50",
      email: "mette@example.dk",
      timing: "month",
      status: "new",
    });
    expect(row!.photos).toHaveLength(2);
    for (const photo of row!.photos) {
      expect(photo.key.startsWith(`private/requests/${own.id}/`)).toBe(true);
      const stored = await storage().get(photo.key);
      expect(stored?.contentType).toBe("image/webp");
      const meta = await sharp(stored!.body).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      // Never served by the public media path, on any host.
      expect((await app.request(ownHost, `/media/${photo.key}`)).status).toBe(404);
      expect((await app.request("localhost", `/media/${photo.key}`)).status).toBe(404);
    }
    expect(row!.photos[0]!.width).toBe(2048);

    const mails = await mailsTo(own.companyEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "Ny forespørgsel fra Mette Hansen",
      replyTo: "mette@example.dk",
    });
    expect(mails[0]!.text).toContain("Vores terrasse skal skiftes");
    expect(mails[0]!.text).toContain(`/admin/forespoergsler/${row!.id}`);
    expect(mails[0]!.text).not.toContain("/media/");
    expect(mails[0]!.html).not.toContain("private/");
  });
});

describe("bad input: a Danish message next to the field, typed text kept, nothing stored", () => {
  const cases: {
    title: string;
    fields: QuoteFields;
    files?: () => Promise<{ name: string; body: Buffer }[]>;
    messages: string[];
  }[] = [
    {
      title: "no contact details",
      fields: { ...VALID, phone: "", email: "" },
      messages: [QUOTE_MESSAGES.contactMissing],
    },
    {
      title: "an invalid phone number and e-mail",
      fields: { ...VALID, phone: "123", email: "ikke-en-mail" },
      messages: [QUOTE_MESSAGES.phoneInvalid, QUOTE_MESSAGES.emailInvalid],
    },
    {
      title: "six photos",
      fields: VALID,
      files: async () =>
        Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => ({ name: `b${n}.jpg`, body: await phonePhoto() }))),
      messages: [QUOTE_MESSAGES.tooManyPhotos],
    },
    {
      title: "an 11 MB photo",
      fields: VALID,
      files: async () => [{ name: "stort.jpg", body: fakeJpeg(11 * 1024 * 1024) }],
      messages: [QUOTE_MESSAGES.photoTooLarge("stort.jpg")],
    },
    {
      title: "a PDF renamed .jpg",
      fields: VALID,
      files: async () => [{ name: "faktura.jpg", body: PDF }],
      messages: [QUOTE_MESSAGES.notImage("faktura.jpg")],
    },
    {
      // Browsers send file names as UTF-8; busboy reads them as Latin-1 unless told otherwise.
      title: "a file with æ, ø and å in its name is named right in the message",
      fields: VALID,
      files: async () => [{ name: "tilbud på køkken og bæredygtig.jpg", body: PDF }],
      messages: [QUOTE_MESSAGES.notImage("tilbud på køkken og bæredygtig.jpg")],
    },
    {
      title: "more than 40 MB in all",
      fields: VALID,
      files: async () => [1, 2, 3, 4, 5].map((n) => ({ name: `s${n}.jpg`, body: fakeJpeg(9 * 1024 * 1024) })),
      messages: [QUOTE_MESSAGES.requestTooLarge],
    },
    {
      title: "an empty form",
      fields: {},
      messages: [
        QUOTE_MESSAGES.name,
        QUOTE_MESSAGES.contactMissing,
        QUOTE_MESSAGES.address,
        QUOTE_MESSAGES.descriptionTooShort,
        QUOTE_MESSAGES.timing,
      ],
    },
  ];

  for (const testCase of cases) {
    it(testCase.title, async () => {
      const own = await createQuoteTestCompany(db);
      const response = await post(testCase.fields, (await testCase.files?.()) ?? [], {
        host: `${own.subdomain}.localhost`,
      });
      expect(response.status).toBe(400);
      const html = response.body.replaceAll("&quot;", '"');
      for (const message of testCase.messages) expect(html).toContain(message);
      if (testCase.fields.name) expect(response.body).toContain(`value="${testCase.fields.name}"`);
      expect(await rowsOf(own.id)).toHaveLength(0);
      expect(await mailsTo(own.companyEmail)).toHaveLength(0);
    });
  }

  it("refuses HTML and <script> in the text with a Danish message and shows the typed text back as text", async () => {
    const own = await createQuoteTestCompany(db);
    const description = '<script>alert("x")</script><b>fed</b> skal males';
    const response = await post({ ...VALID, description }, [], {
      host: `${own.subdomain}.localhost`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain(QUOTE_MESSAGES.htmlNotAllowed);
    expect(response.body).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;fed&lt;/b&gt; skal males",
    );
    expect(response.body).not.toContain('<script>alert("x")');
    expect(await rowsOf(own.id)).toHaveLength(0);
    expect(await mailsTo(own.companyEmail)).toHaveLength(0);
  });

  it("lets ordinary text with < and > through (only markup is refused)", async () => {
    const own = await createQuoteTestCompany(db);
    const description = "Radiator < 1 m bred, varmt vand > 60 grader <3";
    const response = await post({ ...VALID, description }, [], { host: `${own.subdomain}.localhost` });
    expect(response.status).toBe(303);
    expect(await rowsOf(own.id)).toHaveLength(1);
  });

  it("refuses a form sent faster than a person can fill it in; the re-rendered form carries its own clock", async () => {
    const own = await createQuoteTestCompany(db);
    const ownHost = `${own.subdomain}.localhost`;
    // Stamped later than the POST arrives (a slow machine must not let "just now" grow past 3 s).
    const fresh = `${FILL_TIME_COOKIE}=${mintFillToken(own.id, Date.now() + 60_000)}`;
    const tooFast = await post(VALID, [], { host: ownHost, cookie: fresh });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body).toContain(QUOTE_MESSAGES.tooFast);
    const noCookie = await post(VALID, [], { host: ownHost, cookie: null });
    expect(noCookie.status).toBe(400);
    const token = /name="ft" value="([^"]+)"/.exec(noCookie.body)?.[1];
    expect(token).toBeTruthy();
    expect(await rowsOf(own.id)).toHaveLength(0);
    // The hidden token of a re-rendered form counts like the cookie once the minimum time has passed.
    const resent = await post({ ...VALID, ft: mintFillToken(own.id, Date.now() - 5000) }, [], {
      host: ownHost,
      cookie: null,
    });
    expect(resent.status).toBe(303);
    expect(await rowsOf(own.id)).toHaveLength(1);
  });

  it("takes a fill-time token only from the site's own form, and for one request (issue 27)", async () => {
    const own = await createQuoteTestCompany(db);
    const ownHost = `${own.subdomain}.localhost`;
    // A token another site's form minted: as if no clock was started here.
    const foreign = `${FILL_TIME_COOKIE}=${mintFillToken(company.id, Date.now() - 10_000)}`;
    const refused = await post(VALID, [], { host: ownHost, cookie: foreign });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(QUOTE_MESSAGES.tooFast);
    // The site's own token: the first request is stored, a second with the same token is not.
    const once = await ripeFillCookie(ownHost);
    expect((await post(VALID, [], { host: ownHost, cookie: once })).status).toBe(303);
    const again = await post(VALID, [], { host: ownHost, cookie: once });
    expect(again.status).toBe(400);
    expect(again.body).toContain(QUOTE_MESSAGES.alreadySent);
    expect(await rowsOf(own.id)).toHaveLength(1);
  });

  it("answers a filled-in honeypot like a success and stores nothing", async () => {
    const own = await createQuoteTestCompany(db);
    const response = await post({ ...VALID, website: "http://spam.example" }, [], {
      host: `${own.subdomain}.localhost`,
    });
    expect(response.status).toBe(303);
    expect(await rowsOf(own.id)).toHaveLength(0);
    expect(await mailsTo(own.companyEmail)).toHaveLength(0);
  });

  it("is a 404 when the owner has switched the form off", async () => {
    const own = await createQuoteTestCompany(db);
    await db.update(companies).set({ quoteFormEnabled: false, version: 99 }).where(eq(companies.id, own.id));
    const ownHost = `${own.subdomain}.localhost`;
    expect((await app.request(ownHost, "/tilbud")).status).toBe(404);
    const home = await app.request(ownHost, "/");
    expect(home.body).not.toContain('action="/tilbud"');
    expect((await post(VALID, [], { host: ownHost })).status).toBe(404);
    expect(await rowsOf(own.id)).toHaveLength(0);
  });
});

describe("load and limits", () => {
  it("takes 50 parallel requests from 50 addresses: 50 rows, 50 mails", async () => {
    const own = await createQuoteTestCompany(db);
    const ownHost = `${own.subdomain}.localhost`;
    const photo = await phonePhoto("#92400e", 320, 240);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ ...VALID, name: `Kunde ${i}` }, [{ name: "foto.jpg", body: photo }], { host: ownHost }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(303));
    const rows = await rowsOf(own.id);
    expect(new Set(rows.map((row) => row.name)).size).toBe(50);
    const mails = await mailsTo(own.companyEmail);
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(50);
  }, 120_000);

  it("answers 429 once an address sent its limit to the site, storing nothing and keeping the text", async () => {
    const own = await createQuoteTestCompany(db);
    const ip = randomIp();
    for (let i = 0; i < QUOTE_LIMITS.perSender.limit; i++)
      await hitRateLimit(quoteSenderKey(own.id, ip), 1000, 3600);
    const response = await post(VALID, [{ name: "a.jpg", body: await phonePhoto() }], {
      host: `${own.subdomain}.localhost`,
      ip,
    });
    expect(response.status).toBe(429);
    expect(response.body).toContain(QUOTE_MESSAGES.rateLimited);
    expect(response.body).toContain(VALID.description!);
    expect(await rowsOf(own.id)).toHaveLength(0);
  });

  it("over the site's limit still takes a first-time sender's request, without a mail", async () => {
    const own = await createQuoteTestCompany(db);
    for (let i = 0; i < QUOTE_LIMITS.perSite.limit; i++) await hitRateLimit(quoteSiteKey(own.id), 1000, 3600);
    const response = await post(VALID, [], { host: `${own.subdomain}.localhost` });
    expect(response.status).toBe(303);
    expect(await rowsOf(own.id)).toHaveLength(1);
    expect(await mailsTo(own.companyEmail)).toHaveLength(0);
  });
});
