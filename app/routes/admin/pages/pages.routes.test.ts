import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "~/db/schema";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { findPage } from "~/server/pages/find-page.server";
import { PAGE_CONFLICT_MESSAGE } from "~/server/pages/save-page.server";
import { snapshotPages } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";
import { callRoute } from "../../../../tests/setup/route-call";
import { action as generateAction } from "./generate";
import { action as pagesAction, loader as pagesLoader } from "./pages";
import { action as saveAction } from "./save";
import { action as trashAction, loader as trashLoader } from "./trash";

const db = connectTestDatabase();

const createOwner = () => createOwnerWithSite(db, "Sidetest");

function post(path: string, cookie: string | null, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

const get = (path: string, cookie: string | null) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

/** What an action answered: a redirect, a JSON Response, or the data() wrapper { data, init }. */
async function outcome(promise: Promise<unknown>) {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    if (value.status >= 300 && value.status < 400) {
      return { redirect: value.headers.get("location"), status: value.status };
    }
    return { data: (await value.json()) as Record<string, unknown>, status: value.status };
  }
  const wrapped = value as { data: Record<string, unknown>; init: { status?: number } | null };
  return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
}

/** A refused menu action's ActionResult: its intent, the page it named and the Danish message. */
const menuRefusal = (intent: string, fields: Record<string, string>, message: unknown) => ({
  ok: false,
  at: expect.any(Number),
  intent,
  message,
  fieldErrors: {},
  values: fields,
});

async function saveFields(companyId: string, pageId: string, change: Record<string, string | string[]> = {}) {
  const page = await findPage(companyId, pageId);
  if (!page) throw new Error("page not found");
  return {
    pageId,
    revision: page.revision,
    pageName: page.pageName,
    title: page.title,
    subtitle: page.subtitle,
    layout: page.layout,
    body: page.content.main?.content ?? "",
    heroImage: "",
    mainImage: "",
    metaTitle: "",
    metaDescription: "",
    ...change,
  };
}

/** "Gem" on a's "Om os" page: its stored fields with `change` over them, sent with `cookie`. */
const saveAbout = async (
  cookie: string,
  a: { company: { id: string }; about: { id: string } },
  change: Record<string, string | string[]>,
) =>
  outcome(
    callRoute(
      saveAction,
      post("/admin/pages/save", cookie, await saveFields(a.company.id, a.about.id, change)),
    ),
  );

describe("ownership matrix: only the owner's own pages, whatever ids the request carries", () => {
  it("anonymous requests are sent to the login and change nothing", async () => {
    const victim = await createOwner();
    const before = await snapshotPages(db, victim.company.id);
    const hacked = await saveFields(victim.company.id, victim.about.id, { title: "Hacket" });
    const attempts = [
      () => callRoute(pagesLoader, get(`/admin/pages?side=${victim.about.id}`, null)),
      () => callRoute(saveAction, post("/admin/pages/save", null, hacked)),
      () => callRoute(pagesAction, post("/admin/pages", null, { intent: "create" })),
      () => callRoute(pagesAction, post("/admin/pages", null, { intent: "delete", pageId: victim.about.id })),
      () =>
        callRoute(generateAction, post("/admin/pages/ai", null, { pageId: victim.home.id, keywords: "tag" })),
      ...(
        [
          { intent: "publish", pageId: victim.about.id },
          { intent: "move", pageId: victim.about.id, direction: "up" },
          { intent: "restore-version", pageId: victim.about.id, versionId: victim.about.id },
        ] as Record<string, string>[]
      ).map((fields) => () => callRoute(pagesAction, post("/admin/pages", null, fields))),
      () => callRoute(trashLoader, get("/admin/pages/papirkurv", null)),
      () => callRoute(trashAction, post("/admin/pages/papirkurv", null, { pageId: victim.about.id })),
    ];
    for (const attempt of attempts) {
      expect(await outcome(attempt())).toEqual({ redirect: "/admin", status: 302 });
    }
    expect(await snapshotPages(db, victim.company.id)).toEqual(before);
    expect(await countAiUsage(victim.company.id)).toBe(0);
  });

  it("another company's owner cannot read, save, delete or generate for the pages", async () => {
    const owner = await createOwner();
    const victim = await createOwner();
    const before = await snapshotPages(db, victim.company.id);

    const read = (await callRoute(
      pagesLoader,
      get(`/admin/pages?side=${victim.about.id}`, owner.cookie),
    )) as Awaited<ReturnType<typeof pagesLoader>>;
    expect(read.page).toBeNull();
    expect(read.pages.map((page) => page.id).sort()).toEqual([owner.home.id, owner.about.id].sort());
    expect(JSON.stringify(read)).not.toContain(victim.about.id);

    const saved = await saveAbout(owner.cookie, victim, { title: "Hacket", pageName: "Hacket" });
    expect(saved.status).toBe(404);
    expect(saved.data).toMatchObject({ ok: false, message: "Siden blev ikke fundet" });

    const deleteVictim = { intent: "delete", pageId: victim.about.id };
    const deleted = await outcome(callRoute(pagesAction, post("/admin/pages", owner.cookie, deleteVictim)));
    expect(deleted).toEqual({
      data: menuRefusal("delete", deleteVictim, "Siden blev ikke fundet"),
      status: 404,
    });

    const generated = await outcome(
      callRoute(
        generateAction,
        post("/admin/pages/ai", owner.cookie, { pageId: victim.home.id, keywords: "tag" }),
      ),
    );
    expect(generated.status).toBe(404);

    // Publish, move and restore name the victim's page: "not found", nothing changed.
    // The domain's own refusal is shown (one helper maps it: domainFailure), never the victim's data.
    for (const fields of [
      { intent: "publish", pageId: victim.about.id } as Record<string, string>,
      { intent: "move", pageId: victim.about.id, direction: "up" },
      { intent: "restore-version", pageId: victim.about.id, versionId: victim.about.id },
    ]) {
      const answer = await outcome(callRoute(pagesAction, post("/admin/pages", owner.cookie, fields)));
      expect(answer).toEqual({
        data: menuRefusal(fields.intent!, fields, expect.stringMatching(/ikke fundet/)),
        status: 404,
      });
    }
    const versionRead = (await callRoute(
      pagesLoader,
      get(`/admin/pages?side=${victim.about.id}&version=${victim.about.id}`, owner.cookie),
    )) as Awaited<ReturnType<typeof pagesLoader>>;
    expect(versionRead.version).toBeNull();
    expect(versionRead.versions).toEqual([]);

    // The owner's create makes a page for the owner's own company only.
    const created = await outcome(
      callRoute(pagesAction, post("/admin/pages", owner.cookie, { intent: "create" })),
    );
    expect(created.redirect).toMatch(/^\/admin\/pages\?side=[0-9a-f-]{36}$/);
    const newId = created.redirect!.split("=")[1]!;
    const [row] = await db.select().from(pages).where(eq(pages.id, newId));
    expect(row?.companyId).toBe(owner.company.id);

    expect(await snapshotPages(db, victim.company.id)).toEqual(before);
    expect(await countAiUsage(victim.company.id)).toBe(0);
    expect(await countAiUsage(owner.company.id)).toBe(0);

    // The victim's deleted page is neither listed nor restorable from the owner's Papirkurv.
    await outcome(
      callRoute(
        pagesAction,
        post("/admin/pages", victim.cookie, { intent: "delete", pageId: victim.about.id }),
      ),
    );
    const trash = (await callRoute(trashLoader, get("/admin/pages/papirkurv", owner.cookie))) as Awaited<
      ReturnType<typeof trashLoader>
    >;
    expect(trash.items).toEqual([]);
    const restore = await outcome(
      callRoute(trashAction, post("/admin/pages/papirkurv", owner.cookie, { pageId: victim.about.id })),
    );
    expect(restore.status).toBe(404);
    const victimPages = await db.select().from(pages).where(eq(pages.companyId, victim.company.id));
    expect(victimPages.map((page) => page.id)).toEqual([victim.home.id]);
  });

  it("the owner can read, save, generate for and delete their own pages", async () => {
    const owner = await createOwner();
    const read = (await callRoute(pagesLoader, get("/admin/pages", owner.cookie))) as Awaited<
      ReturnType<typeof pagesLoader>
    >;
    // SPEC §2: the homepage is selected first.
    expect(read.page?.id).toBe(owner.home.id);
    expect(read.page?.draft.title).toBe(owner.home.title);
    expect(read.preview?.company.name).toBe(owner.company.name);
    expect(read.aiUsage).toBe(0);

    const saved = await saveAbout(owner.cookie, owner, {
      pageName: "Om firmaet",
      title: "Om firmaet",
      body: "Linje et\r\n\r\nLinje to",
      layout: "gallery",
      galleryTitle: ["Et tag", "En carport"],
      galleryDescription: ["Skiferdag", ""],
      galleryImage: ["", ""],
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, data: { slug: "om-firmaet" } });
    const [row] = await db.select().from(pages).where(eq(pages.id, owner.about.id));
    expect(row).toMatchObject({ pageName: "Om firmaet", slug: "om-firmaet", layout: "gallery" });
    expect(row?.content.main).toEqual({
      content: "Linje et\n\nLinje to",
      gallery: [
        { title: "Et tag", description: "Skiferdag", image: "" },
        { title: "En carport", description: "", image: "" },
      ],
    });

    const generated = await outcome(
      callRoute(
        generateAction,
        post("/admin/pages/ai", owner.cookie, { pageId: owner.home.id, keywords: "tag, carport" }),
      ),
    );
    expect(generated.status).toBe(200);
    expect(generated.data).toMatchObject({ ok: true, data: { usage: 1 } });

    const deleted = await outcome(
      callRoute(
        pagesAction,
        post("/admin/pages", owner.cookie, { intent: "delete", pageId: owner.about.id }),
      ),
    );
    expect(deleted).toEqual({ redirect: "/admin/pages", status: 302 });
    expect(await findPage(owner.company.id, owner.about.id)).toBeNull();

    const homepage = await outcome(
      callRoute(pagesAction, post("/admin/pages", owner.cookie, { intent: "delete", pageId: owner.home.id })),
    );
    // The domain's own reason, not a generic one (domainFailure).
    expect(homepage).toEqual({
      data: menuRefusal("delete", { intent: "delete", pageId: owner.home.id }, "Forsiden kan ikke slettes"),
      status: 403,
    });
    expect(await findPage(owner.company.id, owner.home.id)).not.toBeNull();
  });

  it("answers every refused menu action through one helper, naming the page it was for", async () => {
    const owner = await createOwner();
    const send = (fields: Record<string, string>) =>
      outcome(callRoute(pagesAction, post("/admin/pages", owner.cookie, fields)));
    const before = await snapshotPages(db, owner.company.id);
    const sideways = { intent: "move", pageId: owner.about.id, direction: "sideways" };
    expect(await send(sideways)).toEqual({
      data: menuRefusal("move", sideways, "Kunne ikke flytte siden"),
      status: 400,
    });
    const unknownPage = { intent: "publish", pageId: "ikke-et-id" };
    expect(await send(unknownPage)).toEqual({
      data: menuRefusal("publish", unknownPage, "Siden blev ikke fundet"),
      status: 404,
    });
    expect(await send({ intent: "slet-alt" })).toMatchObject({
      data: { ok: false, message: "Ukendt handling", values: { intent: "slet-alt" } },
      status: 400,
    });
    expect(await snapshotPages(db, owner.company.id)).toEqual(before);
  });

  it("a save from a stale revision gets the conflict message and changes nothing", async () => {
    const owner = await createOwner();
    const stale = await saveFields(owner.company.id, owner.about.id, { title: "Fane B" });
    await saveAbout(owner.cookie, owner, { title: "Fane A" });
    const conflict = await outcome(callRoute(saveAction, post("/admin/pages/save", owner.cookie, stale)));
    expect(conflict).toMatchObject({
      data: { ok: false, message: PAGE_CONFLICT_MESSAGE, fieldErrors: {} },
      status: 409,
    });
    expect((await findPage(owner.company.id, owner.about.id))?.title).toBe("Fane A");
  });

  it("refuses invalid input with the fields' messages", async () => {
    const owner = await createOwner();
    const tooLong = await saveAbout(owner.cookie, owner, {
      metaTitle: "x".repeat(61),
      layout: "carousel",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      ok: false,
      message: "Kunne ikke gemme ændringer",
      fieldErrors: { metaTitle: "Metatitlen må højst være 60 tegn", layout: "Vælg et layout" },
    });
    const noKeywords = await outcome(
      callRoute(
        generateAction,
        post("/admin/pages/ai", owner.cookie, { pageId: owner.home.id, keywords: " , " }),
      ),
    );
    expect(noKeywords).toMatchObject({
      data: { ok: false, message: "Skriv mindst ét nøgleord" },
      status: 400,
    });
    expect(await countAiUsage(owner.company.id)).toBe(0);
  });
});
