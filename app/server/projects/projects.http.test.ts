import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { images, pages, projects, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, multipartBody, postForm, serveHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// Issue 26 part 1 through the real HTTP app: an owner's project (plain multipart post) becomes its
// own page, feeds "Seneste opgaver" and its service page; a town page exists from two projects on.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

const photo = (r: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

type Owner = Awaited<ReturnType<typeof createOwnerWithSite>>;

async function post(owner: Owner, path: string, form: FormData) {
  const { body, contentType } = await multipartBody(form);
  return app().request("localhost", path, {
    method: "POST",
    headers: { cookie: owner.cookie, origin: `http://localhost:${app().port}`, "content-type": contentType },
    body,
  });
}

async function projectForm(fields: Record<string, string>, files: Record<string, Buffer[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files))
    for (const [index, bytes] of list.entries())
      form.append(name, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `${name}-${index}.jpg`);
  return form;
}

const projectsOf = (owner: Owner) =>
  db.select().from(projects).where(eq(projects.companyId, owner.company.id));

async function servicePageId(owner: Owner) {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.companyId, owner.company.id), eq(pages.slug, "om-os")));
  return page!.id;
}

async function createProject(owner: Owner, title: string, withPair: boolean) {
  const form = await projectForm(
    {
      title,
      postcode: "7100",
      servicePageId: await servicePageId(owner),
      doneOn: "2026-10-02",
      text: "Gammelt tag revet ned og nyt lagt på.",
      alt: "Nyt tag med røde tegl",
      fradrag: "1",
      intent: "publish",
    },
    withPair
      ? { photos: [await photo(10)], before: [await photo(60)], after: [await photo(120)] }
      : { photos: [await photo(10), await photo(200)] },
  );
  return post(owner, "/admin/opgaver/ny", form);
}

describe("projects (udførte opgaver)", () => {
  it("a published project has its page, feeds the homepage and its service page, and a town page from two on", async () => {
    const owner = await createOwnerWithSite(db, "Opgaver");
    const host = `${owner.company.subdomain}.localhost`;
    const created = await createProject(owner, "Nyt tag på villa", true);
    expect(created.status).toBe(303);
    expect(created.headers.location).toMatch(/^\/admin\/opgaver\/[0-9a-f-]{36}\?udgivet=1$/);
    const [row] = await projectsOf(owner);
    expect(row).toMatchObject({
      slug: "nyt-tag-paa-villa",
      town: "Vejle",
      postcode: "7100",
      published: true,
      fradrag: true,
    });
    expect(row!.photos).toHaveLength(1);
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(row!.before?.alt).toBe("Før: Nyt tag med røde tegl");
    expect(row!.after?.alt).toBe("Efter: Nyt tag med røde tegl");

    const page = await app().request(host, "/udfoerte-opgaver/nyt-tag-paa-villa");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Nyt tag på villa");
    expect(page.body).toContain("7100 Vejle");
    expect(page.body).toMatch(/<legend[^>]*>Før og efter: Nyt tag på villa<\/legend>/);
    expect(page.body).toMatch(
      /<input type="radio"[^>]*name="foer-efter-nyt-tag-paa-villa" checked="" value="after"/,
    );
    expect(page.body).toContain('href="/om-os"');
    expect(page.body).toContain("Kunden fik håndværkerfradrag");
    expect(page.body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(page.body).toContain('"@type":"CreativeWork"');

    const home = await app().request(host, "/");
    expect(home.body).toContain('href="/udfoerte-opgaver/nyt-tag-paa-villa"');
    expect(home.body).toContain("Nyt tag på villa, Vejle");
    const service = await app().request(host, "/om-os");
    expect(service.body).toContain('href="/udfoerte-opgaver/nyt-tag-paa-villa"');
    // The main host's form of the same page.
    const onMain = await app().request(
      "localhost",
      `/${owner.company.cvr}/udfoerte-opgaver/nyt-tag-paa-villa`,
    );
    expect(onMain.status).toBe(200);
    expect(onMain.body).toContain(`href="/${owner.company.cvr}/om-os"`);

    // One project in Vejle: no town page, none in the sitemap.
    expect((await app().request(host, "/udfoerte-opgaver/i/vejle")).status).toBe(404);
    expect((await app().request(host, "/sitemap.xml")).body).not.toContain("/udfoerte-opgaver/i/");

    expect((await createProject(owner, "Nye vinduer", false)).status).toBe(303);
    const town = await app().request(host, "/udfoerte-opgaver/i/vejle");
    expect(town.status).toBe(200);
    expect(town.body).toContain("Tømrer i Vejle – udførte opgaver");
    expect(town.body).toContain('href="/udfoerte-opgaver/nye-vinduer"');
    expect(town.body).toContain('href="/udfoerte-opgaver/nyt-tag-paa-villa"');
    const sitemap = (await app().request(host, "/sitemap.xml")).body;
    expect(sitemap).toContain("/udfoerte-opgaver/i/vejle</loc>");
    expect(sitemap).toContain("/udfoerte-opgaver/nye-vinduer</loc>");
    expect((await app().request(host, "/udfoerte-opgaver")).body).toContain("Tømrer i Vejle (2 opgaver)");
    // A postcode without work has no page.
    expect((await app().request(host, "/udfoerte-opgaver/i/odense-c")).status).toBe(404);
  });

  it("bad input: Danish messages next to the fields, typed values kept, nothing stored", async () => {
    const owner = await createOwnerWithSite(db, "Opgavefejl");
    const answer = await post(
      owner,
      "/admin/opgaver/ny",
      await projectForm(
        {
          title: "",
          postcode: "0000",
          servicePageId: "",
          doneOn: "2026-10-02",
          text: "Min tekst",
          alt: "",
          intent: "publish",
        },
        { photos: [await photo(30)] },
      ),
    );
    expectRefused(
      answer,
      "Skriv en overskrift",
      "Postnummeret findes ikke",
      "Beskriv kort, hvad billederne viser",
      'value="0000"',
      "Min tekst",
    );
    expect(await db.$count(projects, eq(projects.companyId, owner.company.id))).toBe(0);

    // One photo is too few to publish; as a draft it is fine.
    const few = await projectForm(
      {
        title: "Lille opgave",
        postcode: "7100",
        servicePageId: "",
        doneOn: "2026-10-02",
        text: "",
        alt: "Et billede",
        intent: "publish",
      },
      { photos: [await photo(40)] },
    );
    const refused = await post(owner, "/admin/opgaver/ny", few);
    expectRefused(refused, "mindst 2 billeder");
  });

  it("another firm's project is not found; a draft is not public", async () => {
    const owner = await createOwnerWithSite(db, "Opgaveejer");
    const other = await createOwnerWithSite(db, "Opgaveanden");
    const form = await projectForm({
      title: "Kladde",
      postcode: "7100",
      servicePageId: "",
      doneOn: "2026-10-02",
      text: "",
      alt: "",
      intent: "save",
    });
    const created = await post(owner, "/admin/opgaver/ny", form);
    expect(created.status).toBe(303);
    const id = created.headers.location!.split("/")[3]!.split("?")[0]!;
    expect(
      (await app().request(`${owner.company.subdomain}.localhost`, "/udfoerte-opgaver/kladde")).status,
    ).toBe(404);
    const foreign = await app().request("localhost", `/admin/opgaver/${id}`, {
      headers: { cookie: other.cookie },
    });
    expect(foreign.status).toBe(404);
    const edit = await post(
      other,
      `/admin/opgaver/${id}`,
      await projectForm({
        title: "Hack",
        postcode: "7100",
        servicePageId: "",
        doneOn: "2026-10-02",
        text: "",
        alt: "",
        intent: "save",
      }),
    );
    expect(edit.status).toBe(404);
    const [row] = await db.select().from(projects).where(eq(projects.id, id));
    expect(row?.title).toBe("Kladde");
  });

  it("a won request becomes a draft with task, town and photos; the customer's name never", async () => {
    const owner = await createOwnerWithSite(db, "Opgavevundet");
    const key = `private/quotes/${owner.company.cvr}/test-${Date.now()}.webp`;
    await storage().put(
      key,
      await sharp(await photo(90))
        .webp()
        .toBuffer(),
      "image/webp",
    );
    const [request] = await db
      .insert(quoteRequests)
      .values({
        companyId: owner.company.id,
        name: "Karen Kundesen",
        phone: "12 34 56 78",
        email: "karen@kunde.example",
        address: "Kundevej 7, 7100 Vejle",
        description: "Skift af tagrender på carport.",
        timing: "month",
        status: "won",
        photos: [{ key, thumbKey: key, width: 640, height: 480, bytes: 1000 }],
      })
      .returning();
    const answer = await postForm(app(), "/admin/opgaver/ny", owner.cookie, {
      intent: "from-quote",
      fra: request!.id,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/\?kladde=1&udeladt=0$/);
    const [row] = await projectsOf(owner);
    expect(row).toMatchObject({
      town: "Vejle",
      postcode: "7100",
      text: "Skift af tagrender på carport.",
      published: false,
    });
    expect(row!.photos).toHaveLength(1);
    expect(JSON.stringify(row)).not.toMatch(/Kundesen|Kundevej|karen@|12 34 56 78/);
    const edit = await app().request("localhost", answer.headers.location!, {
      headers: { cookie: owner.cookie },
    });
    expect(edit.body).toContain("Kundens navn og adresse er ikke med");
    expect(edit.body).not.toContain("Kundesen");
  });

  it("edit: descriptions, removing a photo, taking it off the site; a deleted archive image leaves the project", async () => {
    const owner = await createOwnerWithSite(db, "Opgaveret");
    const host = `${owner.company.subdomain}.localhost`;
    expect((await createProject(owner, "Ny terrasse", false)).status).toBe(303);
    const [row] = await projectsOf(owner);
    const edit = (fields: Record<string, string>, remove: string[] = []) =>
      projectForm({
        title: "Ny terrasse",
        postcode: "7100",
        servicePageId: "",
        doneOn: "2026-10-02",
        text: "",
        alt: "",
        ...fields,
      }).then((form) => {
        for (const index of remove) form.append("remove", index);
        return post(owner, `/admin/opgaver/${row!.id}`, form);
      });

    // Removing one of two photos of a published project is refused (a published one needs two).
    const refused = await edit({ intent: "save", photoAlt_1: "Terrassen set fra haven" }, ["0"]);
    expectRefused(refused, "mindst 2 billeder");
    // Taken off the site, it may have one; the remaining photo's description is the new one.
    const saved = await edit({ intent: "unpublish", photoAlt_1: "Terrassen set fra haven" }, ["0"]);
    expect(saved.status).toBe(303);
    const [after] = await db.select().from(projects).where(eq(projects.id, row!.id));
    expect(after).toMatchObject({
      published: false,
      photos: [{ image: row!.photos[1]!.image, alt: "Terrassen set fra haven" }],
    });
    expect((await app().request(host, "/udfoerte-opgaver/ny-terrasse")).status).toBe(404);
    expect((await app().request(host, "/udfoerte-opgaver")).status).toBe(404);

    // The archive says where an image is used, and deleting it takes it off the project.
    const [image] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.companyId, owner.company.id), eq(images.path, row!.photos[1]!.image)));
    const ask = await postForm(app(), "/admin/images?index", owner.cookie, {
      intent: "delete",
      imageId: image!.id,
      confirmed: "",
    });
    expect(ask.status).toBe(409);
    expect(ask.body).toContain("Opgave: Ny terrasse");
    const deleted = await postForm(app(), "/admin/images?index", owner.cookie, {
      intent: "delete",
      imageId: image!.id,
      confirmed: "1",
    });
    expect(deleted.status).toBe(200);
    const [emptied] = await db.select().from(projects).where(eq(projects.id, row!.id));
    expect(emptied?.photos).toEqual([]);
  });

  it("the inbox offers a project only for a won request", async () => {
    const owner = await createOwnerWithSite(db, "Opgaveindbakke");
    const rows = await db
      .insert(quoteRequests)
      .values(
        (["won", "quoted"] as const).map((status) => ({
          companyId: owner.company.id,
          name: "Ole",
          phone: "12 34 56 78",
          description: "Ny dør i gangen.",
          timing: "month" as const,
          status,
        })),
      )
      .returning({ id: quoteRequests.id });
    const won = await app().request("localhost", `/admin/forespoergsler/${rows[0]!.id}`, {
      headers: { cookie: owner.cookie },
    });
    expect(won.body).toContain("Lav en udført opgave af forespørgslen");
    const quoted = await app().request("localhost", `/admin/forespoergsler/${rows[1]!.id}`, {
      headers: { cookie: owner.cookie },
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body).not.toContain("Lav en udført opgave af forespørgslen");
  });
});
