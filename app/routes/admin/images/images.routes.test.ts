import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companies, images, pages } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { MAX_UPLOAD_BYTES } from "~/schemas/image";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { signUpWithSession } from "../../../../tests/setup/owner-session";
import { callRoute, expectRedirectToLogin } from "../../../../tests/setup/route-call";
import { action as pageAction, loader as pageLoader } from "./images";
import { action as logoAction } from "./logo";
import { action as uploadAction } from "./upload";

const db = connectTestDatabase();
const IMAGES_URL = "http://localhost/admin/images";
const UPLOAD_URL = "http://localhost/admin/images/upload";

/** A real owner: a better-auth account, its company, and the session cookie a browser would send. */
async function createOwner() {
  const tag = crypto.randomBytes(5).toString("hex");
  const email = `ejer-${tag}@rutetest.example`;
  const cookie = await signUpWithSession(email);
  const [company] = await db
    .insert(companies)
    .values({
      cvr: `6${crypto.randomInt(0, 10_000_000).toString().padStart(7, "0")}`,
      name: `Rutetest ${tag}`,
      companyEmail: email,
      hours: {},
      subdomain: `rutetest-${tag}`,
      domainVerificationToken: tag,
    })
    .returning();
  return { company: company!, cookie, email };
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#b91c1c" } })
    .png()
    .toBuffer();

function multipart(url: string, cookie: string | null, file: Buffer, fileName: string, type = "image/png") {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(file)], fileName, { type }));
  return new Request(url, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

function form(url: string, cookie: string | null, fields: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

/** The 'data()' wrapper React Router actions return: { data, init }. */
const unwrap = (result: unknown) =>
  result as { data: Record<string, unknown>; init: { status?: number } | null };

/** The browser's upload of one file (a fresh PNG unless given) to the archive, as `cookie`'s owner. */
const upload = async (cookie: string | null, fileName: string, file?: Buffer) =>
  callRoute(uploadAction, multipart(UPLOAD_URL, cookie, file ?? (await png()), fileName));
/** The same to the logo endpoint. */
const uploadLogo = async (cookie: string | null, fileName: string, file?: Buffer) =>
  callRoute(
    logoAction,
    multipart("http://localhost/admin/settings/logo", cookie, file ?? (await png()), fileName),
  );
/** The archive page's delete form (`confirmed` once the owner has seen the pages using it). */
const deleteImage = async (cookie: string | null, fields: { imageId: string; confirmed?: string }) =>
  unwrap(await callRoute(pageAction, form(IMAGES_URL, cookie, { intent: "delete", ...fields })));
const listImages = (cookie: string) =>
  callRoute(pageLoader, new Request(IMAGES_URL, { headers: { cookie } }));

describe("anonymous visitors", () => {
  it("are redirected to /admin by every loader and action", async () => {
    const attempts = [
      () => callRoute(pageLoader, new Request(IMAGES_URL)),
      () => deleteImage(null, { imageId: crypto.randomUUID() }),
      () => upload(null, "a.png"),
      () => uploadLogo("hv.session_token=forfalsket", "l.png"),
    ];
    for (const attempt of attempts) await expectRedirectToLogin(attempt());
  });
});

describe("POST /admin/images/upload", () => {
  it("uploads into the session's company and answers JSON with the archive image", async () => {
    const owner = await createOwner();
    const response = await upload(owner.cookie, "værksted.png");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      count: 1,
      image: { name: "værksted.png", width: 300, height: 200 },
    });
    const [row] = await db.select().from(images).where(eq(images.companyId, owner.company.id));
    expect(row).toMatchObject({ uploadedBy: owner.email, cvr: owner.company.cvr, path: body.image.path });
  });

  it("refuses a non-image sent as image/png with the spec's message and a reason", async () => {
    const owner = await createOwner();
    const response = await upload(
      owner.cookie,
      "billede.png",
      Buffer.from("<html><script>alert(1)</script></html>"),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "Kunne ikke uploade billede",
      reason: "Filen er ikke et billede. Vælg en JPEG-, PNG-, WebP-, GIF- eller AVIF-fil.",
    });
  });

  it("caps the request body before parsing it: a declared or streamed body over 15 MB is refused", async () => {
    const owner = await createOwner();
    const declared = new Request(UPLOAD_URL, {
      method: "POST",
      headers: {
        cookie: owner.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(40 * 1024 * 1024),
      },
      body: "--x--",
    });
    let response = await callRoute(uploadAction, declared);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Kunne ikke uploade billede",
      reason: "Filen er for stor. Den må højst fylde 15 MB.",
    });

    // No Content-Length: a stream that never ends is cut off at the cap, not buffered forever.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = new Request(UPLOAD_URL, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "multipart/form-data; boundary=x" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    response = await callRoute(uploadAction, streamed);
    expect(response.status).toBe(400);
    expect((await response.json()).reason).toBe("Filen er for stor. Den må højst fylde 15 MB.");
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses a file the moment it passes 15 MB, while its body is still arriving", async () => {
    const owner = await createOwner();
    // Within the body's cap (15 MB + framing), but the file alone is over 15 MB, and the body never
    // ends: the answer must not wait for an end that does not come.
    const head = Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="stort.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const parts = [head, Buffer.alloc(MAX_UPLOAD_BYTES + 32 * 1024, 1)];
    const hanging = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else return new Promise<void>(() => {}); // the client stops sending, the connection stays open
      },
    });
    const request = new Request(UPLOAD_URL, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "multipart/form-data; boundary=x" },
      body: hanging,
      duplex: "half",
    } as RequestInit);
    const response = await callRoute(uploadAction, { request, params: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).reason).toBe("Filen er for stor. Den må højst fylde 15 MB.");
  });

  it("answers the limit message at 15", async () => {
    const owner = await createOwner();
    await db.insert(images).values(
      Array.from({ length: 15 }, (_, i) => ({
        companyId: owner.company.id,
        name: `${i}.jpg`,
        path: `images/${owner.company.cvr}/1-${i}.webp`,
        contentType: "image/webp",
        uploadedBy: owner.email,
        cvr: owner.company.cvr,
        width: 1,
        height: 1,
      })),
    );
    const response = await upload(owner.cookie, "nummer-16.png");
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ ok: false, error: "Du kan ikke uploade flere end 15 billeder" });
  });
});

describe("/admin/images page", () => {
  it("lists the session's images and deletes one", async () => {
    const owner = await createOwner();
    const { image } = await (await upload(owner.cookie, "tag.png")).json();
    expect(await listImages(owner.cookie)).toEqual({ images: [image], uses: {}, error: null });

    const result = await deleteImage(owner.cookie, { imageId: image.id });
    expect(result.data).toMatchObject({
      ok: true,
      intent: "delete",
      message: "Billedet tag.png blev slettet.",
    });
    expect(await db.$count(images, eq(images.companyId, owner.company.id))).toBe(0);
    expect(await storage().get(image.path)).toBeNull();
  });

  it("warns first, naming the pages that use the image, and deletes only when confirmed", async () => {
    const owner = await createOwner();
    const { image } = await (await upload(owner.cookie, "tag.png")).json();
    const use = (pageName: string, slug: string, type: "homepage" | "page") => ({
      companyId: owner.company.id,
      pageName,
      slug,
      type,
      content: { main: { content: "Tekst.", image: image.path } },
    });
    await db.insert(pages).values([use("Om os", "om-os", "page"), use("Forside", "forside", "homepage")]);

    const listed = (await listImages(owner.cookie)) as { uses: Record<string, string[]> };
    expect(listed.uses).toEqual({ [image.id]: ["Forside", "Om os"] });

    const warned = await deleteImage(owner.cookie, { imageId: image.id });
    expect(warned.init?.status).toBe(409);
    const warning = "Billedet bruges på: Forside, Om os. Sletter du det, forsvinder det fra siderne.";
    expect(warned.data).toMatchObject({
      ok: false,
      message: warning,
      fieldErrors: { confirmed: warning },
      values: { imageId: image.id },
    });
    expect(await db.$count(images, eq(images.id, image.id))).toBe(1);

    const deleted = await deleteImage(owner.cookie, { imageId: image.id, confirmed: "1" });
    expect(deleted.data).toMatchObject({ ok: true, message: "Billedet tag.png blev slettet." });
    expect(await db.$count(images, eq(images.id, image.id))).toBe(0);
  });

  it("cannot delete another company's image: the id from the form is only looked up in the session's company", async () => {
    const victim = await createOwner();
    const intruder = await createOwner();
    const { image } = await (await upload(victim.cookie, "offer.png")).json();
    const result = await deleteImage(intruder.cookie, { imageId: image.id });
    expect(result.init?.status).toBe(404);
    expect(result.data).toMatchObject({ ok: false, message: "Kunne ikke slette billedet", fieldErrors: {} });
    expect(await db.$count(images, eq(images.id, image.id))).toBe(1);
    expect(await storage().get(image.path)).not.toBeNull();
  });
});

describe("POST /admin/settings/logo", () => {
  it("sets the logo and answers {ok, logoUrl}; a bad file answers 'Kunne ikke uploade logo'", async () => {
    const owner = await createOwner();
    const response = await uploadLogo(owner.cookie, "logo.png");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      ok: true,
      logoUrl: expect.stringMatching(
        new RegExp(`^/media/logos/${owner.company.cvr}/\\d{13}-logo-[0-9a-f]{8}\\.webp$`),
      ),
    });
    const [company] = await db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(`/media/${company!.logo}`).toBe(body.logoUrl);

    const refused = await uploadLogo(owner.cookie, "logo.jpg", Buffer.from("ikke et billede"));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, error: "Kunne ikke uploade logo" });
  });
});
