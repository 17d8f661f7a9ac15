import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { redirects } from "~/db/schema";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";
import { callRoute } from "../../../../tests/setup/route-call";
import { action, loader } from "./redirects";

// Ownership matrix for "Videresendelser" and "Hent hele hjemmesiden": the company always comes from
// the session; another owner's ids change nothing, and the zip is always the caller's own site.

const db = connectTestDatabase();
const app = startHttpAppForFile();

const createOwner = () => createOwnerWithSite(db, "Videresend");

const form = (cookie: string | null, fields: Record<string, string>) =>
  new Request("http://localhost/admin/settings/videresendelser", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a redirect");
}

describe("ownership matrix: Videresendelser", () => {
  it("sends the anonymous to the login and keeps every owner to their own redirects", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const anonymous = await thrown(
      callRoute(loader, new Request("http://localhost/admin/settings/videresendelser")),
    );
    expect(anonymous.headers.get("location")).toBe("/admin");
    expect((await thrown(callRoute(action, form(null, { intent: "add" })))).headers.get("location")).toBe(
      "/admin",
    );

    await callRoute(action, form(a.cookie, { intent: "add", fromPath: "/gammel.html", target: a.about.id }));
    const [row] = await db.select().from(redirects).where(eq(redirects.companyId, a.company.id));
    expect(row?.fromPath).toBe("/gammel.html");

    // B cannot target A's page, delete A's redirect, or see it.
    await callRoute(action, form(b.cookie, { intent: "add", fromPath: "/x", target: a.about.id }));
    await callRoute(action, form(b.cookie, { intent: "delete", id: row!.id }));
    expect(await db.select().from(redirects).where(eq(redirects.companyId, a.company.id))).toHaveLength(1);
    expect(await db.select().from(redirects).where(eq(redirects.companyId, b.company.id))).toHaveLength(0);
    const seen = await callRoute(loader, new Request("http://localhost/", { headers: { cookie: b.cookie } }));
    expect(seen.redirects).toEqual([]);
  });
});

describe("ownership matrix: Hent hele hjemmesiden", () => {
  it("refuses without a session and gives each owner only their own site", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const anonymous = await app.request("localhost", "/admin/hent-hjemmeside");
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toContain("Log ind");

    const zip = await app.request("localhost", "/admin/hent-hjemmeside", { headers: { cookie: b.cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(zip.bytes));
    const index = new TextDecoder().decode(files["index.html"]);
    expect(index).toContain(b.company.name);
    expect(index).not.toContain(a.company.name);
    expect(Object.keys(files)).toContain("om-os.html");
  });
});
