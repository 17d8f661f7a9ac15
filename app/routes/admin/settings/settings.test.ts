import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import type { ActionResult } from "~/schemas/action-result";
import { SETTINGS_WEEKDAYS } from "~/schemas/settings";
import { auth } from "~/server/auth/auth.server";
import { signInOwner } from "~/server/auth/sign-in-owner.server";
import { listSettingsVersions } from "~/server/history/settings-versions.server";
import { testSettingsInput } from "~/server/settings/settings-input.test-support";
import { insertTestCompany } from "~/server/settings/test-company.test-support";
import { updateSettings } from "~/server/settings/update-settings.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { action as dismissAction } from "./dismiss-trial-banner";
import { action, loader } from "./settings";

const db = connectTestDatabase();

async function ownerSession() {
  const email = `ejer-rute-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  await auth().api.signUpEmail({ body: { email, password: "hemmelig-kode", name: "Ejer" } });
  const company = await insertTestCompany(db, { companyEmail: email });
  const result = await signInOwner({ email, password: "hemmelig-kode", ip: "192.0.2.50" });
  if (!result.ok) throw new Error("sign-in failed");
  const cookie = result.setCookies.map((c) => c.split(";")[0]).join("; ");
  return { company, cookie };
}

function settingsForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", "save");
  form.set("theme", "amber");
  form.set("email", "kontakt@firma.example");
  for (const day of SETTINGS_WEEKDAYS) form.set(`hours.${day}`, "07:00 - 16:00");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function post(form: FormData, cookie?: string): Request {
  return new Request("http://localhost:3000/admin/settings", {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a redirect to be thrown");
}

// Route arguments beyond the request are not used by these routes.
const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe("/admin/settings ownership", () => {
  it("sends anonymous visitors to the login, for reading and for saving", async () => {
    const { company } = await ownerSession();
    const read = (await thrownBy(
      loader(args(new Request("http://localhost:3000/admin/settings"))),
    )) as Response;
    expect(read.status).toBe(302);
    expect(read.headers.get("Location")).toBe("/admin");
    const write = (await thrownBy(action(args(post(settingsForm({ phone: "11 11 11 11" })))))) as Response;
    expect(write.headers.get("Location")).toBe("/admin");
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toEqual(company);
    const dismiss = (await thrownBy(dismissAction(args(post(new FormData()))))) as Response;
    expect(dismiss.headers.get("Location")).toBe("/admin");
  });

  it("saves to the signed-in owner's company only, whatever ids the form carries", async () => {
    const { company, cookie } = await ownerSession();
    const other = await insertTestCompany(db);
    const form = settingsForm({ phone: "22 22 22 22", companyId: other.id, cvr: other.cvr, theme: "lime" });
    const result = (await action(args(post(form, cookie)))) as { data: { ok: boolean } };
    expect(result.data.ok).toBe(true);
    const [mine] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(mine).toMatchObject({ phone: "22 22 22 22", theme: "lime" });
    const [theirs] = await db.select().from(companies).where(eq(companies.id, other.id));
    expect(theirs).toEqual(other);
  });

  it("saves the Forespørgsler tab with the other tabs' one save (issue 23)", async () => {
    const { company, cookie } = await ownerSession();
    const form = settingsForm({ phone: "33 33 33 33", retentionMonths: "6" });
    // Unticked boxes are absent from a posted form: the form is switched off, the report too.
    const result = (await action(args(post(form, cookie)))) as { data: { ok: boolean } };
    expect(result.data.ok).toBe(true);
    const [mine] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(mine).toMatchObject({
      phone: "33 33 33 33",
      quoteFormEnabled: false,
      quoteRetentionMonths: 6,
      monthlyReportEnabled: false,
    });
    const bad = settingsForm({ phone: "44 44 44 44", retentionMonths: "7" });
    const refused = (await action(args(post(bad, cookie)))) as {
      data: { ok: boolean };
      init: { status: number };
    };
    expect(refused.data.ok).toBe(false);
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after?.phone).toBe("33 33 33 33");
  });

  it("restores only the owner's own settings versions", async () => {
    const { cookie } = await ownerSession();
    const other = await insertTestCompany(db);
    await updateSettings(other.id, testSettingsInput({ theme: "blue" }));
    const [version] = await listSettingsVersions(other.id);
    const [before] = await db.select().from(companies).where(eq(companies.id, other.id));
    const form = new FormData();
    form.set("intent", "restore-version");
    form.set("versionId", version!.id);
    const anonymous = (await thrownBy(action(args(post(form))))) as Response;
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const result = (await action(args(post(form, cookie)))) as unknown as { data: ActionResult };
    expect(result.data).toMatchObject({
      intent: "restore-version",
      ok: false,
      message: "Versionen blev ikke fundet",
      fieldErrors: {},
    });
    const [after] = await db.select().from(companies).where(eq(companies.id, other.id));
    expect(after).toEqual(before);
  });

  it("refuses bad input with Danish messages next to the fields and changes nothing", async () => {
    const { company, cookie } = await ownerSession();
    const form = settingsForm({ phone: "33 33 33 33", email: "ikke-en-email", customDomain: "uden-punktum" });
    const result = (await action(args(post(form, cookie)))) as unknown as {
      data: ActionResult;
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      message: "Kunne ikke gemme ændringer",
      fieldErrors: {
        email: "Indtast en gyldig email",
        customDomain: "Indtast et gyldigt domæne, f.eks. ditfirma.dk",
      },
    });
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toEqual(company);
  });

  it("shows the owner's own settings, socials without https:// and the DNS records for a saved domain", async () => {
    const { company, cookie } = await ownerSession();
    await db
      .update(companies)
      .set({
        socialMedia: { facebook: "https://facebook.com/mit", instagram: "", linkedin: "", tiktok: "" },
        customDomain: "mit-firma.dk",
      })
      .where(eq(companies.id, company.id));
    const result = await loader(
      args(new Request("http://localhost:3000/admin/settings", { headers: { cookie } })),
    );
    expect(result.values.socialMedia.facebook).toBe("facebook.com/mit");
    expect(result.values.customDomain).toBe("mit-firma.dk");
    expect(result.domain).toMatchObject({
      verified: false,
      supportEmail: "support@håndværkernet.dk",
      supportEmailHref: "mailto:support@xn--hndvrkernet-x8aq.dk",
      cvrUrl: `http://localhost:3000/${company.cvr}`,
      subdomainUrl: `http://${company.subdomain}.localhost:3000`,
      records: {
        a: [
          { name: "mit-firma.dk", value: "203.0.113.10" },
          { name: "www.mit-firma.dk", value: "203.0.113.10" },
        ],
        txt: {
          name: "_haandvaerkernet.mit-firma.dk",
          value: `haandvaerkernet-verify=${company.domainVerificationToken}`,
        },
      },
    });
  });

  it("'Påmind mig senere' sets a cookie for /admin and, without JavaScript, goes back only inside the admin", async () => {
    const { cookie } = await ownerSession();
    const withJs = new FormData();
    withJs.set("js", "1");
    const fetched = (await dismissAction(args(post(withJs, cookie)))) as {
      data: unknown;
      init: { headers: Headers };
    };
    expect(fetched.data).toMatchObject({ ok: true, fieldErrors: {} });
    expect(new Headers(fetched.init.headers).get("Set-Cookie")).toMatch(/^hv_trial_banner=.*Path=\/admin/);

    const plain = new FormData();
    plain.set("returnTo", "/admin/settings?tab=design");
    const back = (await dismissAction(args(post(plain, cookie)))) as Response;
    expect(back.headers.get("Location")).toBe("/admin/settings?tab=design");
    plain.set("returnTo", "https://ondt.example/admin");
    const outside = (await dismissAction(args(post(plain, cookie)))) as Response;
    expect(outside.headers.get("Location")).toBe("/admin/dashboard");
  });
});
