import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { storePhotoRequest } from "~/server/quote-requests/test-support";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { callRoute } from "../../../../tests/setup/route-call";
import { action as settingsAction, loader as settingsLoader } from "../settings/settings";
import { action as detailAction, loader as detailLoader } from "./detail";
import { loader as exportLoader } from "./export";
import { loader as inboxLoader } from "./inbox";
import { loader as photoLoader } from "./photo";
import { createQuoteOwner } from "./quote-owner.test-support";

// The admin inbox through its route functions with real owner sessions: the ownership matrix
// (owner A never lists, reads, changes, exports or fetches photos of B's requests) and B's own use.

const db = connectTestDatabase();

const createRequest = (companyId: string, name: string, description?: string) =>
  storePhotoRequest(companyId, description ? { name, description } : { name });

const get = (path: string, cookie: string | null) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, cookie: string | null, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });

async function outcome(promise: Promise<unknown>) {
  const value = await promise.catch((error: unknown) => error);
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  const wrapped = value as { data?: unknown; init?: { status?: number } | null };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped)
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  return { status: 200, data: value };
}

describe("ownership matrix: owner A and B's requests", () => {
  it("A can never list, read, change, delete, export or fetch photos of B's requests; anonymous is sent to login", async () => {
    const a = await createQuoteOwner(db);
    const b = await createQuoteOwner(db);
    const id = await createRequest(b.company.id, "Bente Bsen");
    const paths = { detail: `/admin/forespoergsler/${id}`, photo: `/admin/forespoergsler/${id}/billeder/0` };

    const list = (await inboxLoader({ request: get("/admin/forespoergsler", a.cookie) } as never)) as {
      requests: { id: string }[];
    };
    expect(list.requests.map((r) => r.id)).not.toContain(id);

    expect(
      await outcome(callRoute(detailLoader, { request: get(paths.detail, a.cookie), params: { id } })),
    ).toMatchObject({ status: 404 });
    expect(
      await outcome(
        callRoute(detailAction, {
          request: post(paths.detail, a.cookie, { intent: "save", status: "lost", note: "hacket" }),
          params: { id },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await outcome(
        callRoute(detailAction, {
          request: post(paths.detail, a.cookie, { intent: "delete" }),
          params: { id },
        }),
      ),
    ).toMatchObject({ status: 404 });
    const photo = (await photoLoader({
      request: get(paths.photo, a.cookie),
      params: { id, index: "0" },
    } as never)) as Response;
    expect(photo.status).toBe(404);
    const csv = (await exportLoader({
      request: get("/admin/forespoergsler/eksport.csv", a.cookie),
    } as never)) as Response;
    expect(await csv.text()).not.toContain("Bente Bsen");

    for (const attempt of [
      callRoute(inboxLoader, get("/admin/forespoergsler", null)),
      callRoute(detailLoader, { request: get(paths.detail, null), params: { id } }),
      callRoute(detailAction, {
        request: post(paths.detail, null, { intent: "delete" }),
        params: { id },
      }),
      callRoute(photoLoader, { request: get(paths.photo, null), params: { id, index: "0" } }),
      callRoute(exportLoader, get("/admin/forespoergsler/eksport.csv", null)),
    ]) {
      expect(await outcome(attempt)).toEqual({ status: 302, location: "/admin" });
    }

    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ status: "new", note: "", readAt: null });
    expect(await storage().get(row!.photos[0]!.key)).not.toBeNull();
  });
});

describe("the owner's inbox", () => {
  it("lists newest first with a status filter, opens (marks read), changes status and note, exports and deletes with files", async () => {
    const b = await createQuoteOwner(db);
    const first = await createRequest(b.company.id, "Første Kunde");
    const second = await createRequest(
      b.company.id,
      "Anden Kunde",
      '<script>alert(1)</script> =SUM(A1) "citat"; semikolon',
    );

    const list = (await inboxLoader({ request: get("/admin/forespoergsler", b.cookie) } as never)) as {
      requests: { id: string; unread: boolean }[];
    };
    expect(list.requests.map((r) => r.id)).toEqual([second, first]);
    expect(list.requests.every((r) => r.unread)).toBe(true);

    const opened = (await detailLoader({
      request: get(`/admin/forespoergsler/${second}`, b.cookie),
      params: { id: second },
    } as never)) as {
      description: string;
      mailto: string;
      photos: unknown[];
    };
    expect(opened.description).toContain("<script>alert(1)</script>");
    expect(opened.mailto).toBe(
      `mailto:kunde@example.dk?subject=${encodeURIComponent(`Dit tilbud fra ${b.company.name}`)}`,
    );
    expect(opened.photos).toHaveLength(1);

    const full = (await photoLoader({
      request: get(`/admin/forespoergsler/${second}/billeder/0`, b.cookie),
      params: { id: second, index: "0" },
    } as never)) as Response;
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");

    const saved = await outcome(
      callRoute(detailAction, {
        request: post(`/admin/forespoergsler/${first}`, b.cookie, {
          intent: "save",
          status: "won",
          note: "Ringet op",
        }),
        params: { id: first },
      }),
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const won = (await inboxLoader({
      request: get("/admin/forespoergsler?status=won", b.cookie),
    } as never)) as {
      requests: { id: string; unread: boolean }[];
    };
    expect(won.requests.map((r) => r.id)).toEqual([first]);

    const csv = (await exportLoader({
      request: get("/admin/forespoergsler/eksport.csv", b.cookie),
    } as never)) as Response;
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"Modtaget";"Navn";"Telefon"');
    expect(text).toContain('"Ringet op"');
    expect(text).toContain('"Vundet"');
    expect(text).toContain('"<script>alert(1)</script> =SUM(A1) ""citat""; semikolon"');

    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, second));
    const deleted = await outcome(
      callRoute(detailAction, {
        request: post(`/admin/forespoergsler/${second}`, b.cookie, { intent: "delete" }),
        params: { id: second },
      }),
    );
    expect(deleted).toEqual({ status: 302, location: "/admin/forespoergsler" });
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.id, second))).toHaveLength(0);
    for (const photo of row!.photos) {
      expect(await storage().get(photo.key)).toBeNull();
      expect(await storage().get(photo.thumbKey)).toBeNull();
    }
  });

  it("switches the form and the monthly report off and sets the retention in /admin/settings, bumping the site version", async () => {
    const b = await createQuoteOwner(db);
    const a = await createQuoteOwner(db);
    const before = b.company.version;
    const shown = (await settingsLoader({ request: get("/admin/settings", b.cookie) } as never)) as {
      quoteSettings: unknown;
    };
    expect(shown.quoteSettings).toEqual({ enabled: true, retentionMonths: 12, monthlyReport: true });
    const result = await outcome(
      callRoute(
        settingsAction,
        post("/admin/settings", b.cookie, { intent: "quote-settings", retentionMonths: "6" }),
      ),
    );
    expect(result).toMatchObject({ status: 200, data: { ok: true, message: "Gemt" } });
    const [company] = await db.select().from(companies).where(eq(companies.id, b.company.id));
    expect(company).toMatchObject({
      quoteFormEnabled: false,
      quoteRetentionMonths: 6,
      monthlyReportEnabled: false,
    });
    expect(company!.version).toBeGreaterThan(before);

    const refused = await outcome(
      callRoute(settingsAction, {
        request: post("/admin/settings", b.cookie, {
          intent: "quote-settings",
          quoteFormEnabled: "on",
          monthlyReport: "on",
          retentionMonths: "7",
        }),
        params: {},
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { ok: false, message: "Vælg hvor længe forespørgsler gemmes" },
    });
    const [unchanged] = await db.select().from(companies).where(eq(companies.id, b.company.id));
    expect(unchanged).toMatchObject({
      quoteFormEnabled: false,
      quoteRetentionMonths: 6,
      monthlyReportEnabled: false,
    });

    // Owner A's save changes only A's company.
    await settingsAction({
      request: post("/admin/settings", a.cookie, {
        intent: "quote-settings",
        quoteFormEnabled: "on",
        monthlyReport: "on",
        retentionMonths: "24",
      }),
    } as never);
    const [still] = await db.select().from(companies).where(eq(companies.id, b.company.id));
    expect(still).toMatchObject({
      quoteFormEnabled: false,
      quoteRetentionMonths: 6,
      monthlyReportEnabled: false,
    });
    const [ownA] = await db.select().from(companies).where(eq(companies.id, a.company.id));
    expect(ownA).toMatchObject({
      quoteFormEnabled: true,
      quoteRetentionMonths: 24,
      monthlyReportEnabled: true,
    });
  });
});
