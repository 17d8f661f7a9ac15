import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests } from "~/db/schema";
import { CALLBACK_MESSAGES } from "~/schemas/callback-request";
import { QUOTE_MESSAGES } from "~/schemas/quote-request";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { serveHttpAppForFile } from "../../../tests/setup/http-app";
import { randomIp } from "../../../tests/setup/quote-form";

// "Ring mig op" (issue 25) through the real server/app.ts: its own page and a place beside the quote
// form, a plain urlencoded POST without JavaScript, landing in the inbox as a callback request.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

function postCallback(host: string, path: string, fields: Record<string, string>, ip = randomIp()) {
  return app().request(host, path, {
    method: "POST",
    body: new URLSearchParams({ website: "", ...fields }).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${host}:${app().port}`,
      "x-forwarded-for": ip,
    },
  });
}
const requestsOf = (companyId: string) =>
  db.select().from(quoteRequests).where(eq(quoteRequests.companyId, companyId));

describe("Ring mig op", () => {
  it("has its own page and stands beside the quote form, with labels and no script", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const page = await app().request(host, "/ring-mig-op");
    expect(page.status).toBe(200);
    expect(page.body).toContain('action="/ring-mig-op"');
    for (const label of ["Dit navn", "Dit telefonnummer", "Hvornår må vi ringe?"])
      expect(page.body).toContain(`>${label}</label>`);
    expect(page.body).not.toMatch(/<script[^>]+src=/);
    const quote = await app().request(host, "/tilbud");
    expect(quote.body).toContain("Hellere ringes op?");
    expect(quote.body).toContain('action="/ring-mig-op"');
    const main = await app().request("localhost", `/${company.cvr}/ring-mig-op`);
    expect(main.status).toBe(200);
    expect(main.body).toContain(`action="/${company.cvr}/ring-mig-op"`);
  });

  it("stores a callback in the inbox and notifies the owner; answers 303 to its thank-you page", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const answer = await postCallback(host, "/ring-mig-op", {
      name: "Ole Jensen",
      phone: "+45 20304050",
      when: "morning",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/ring-mig-op/tak");
    expect((await app().request(host, "/ring-mig-op/tak")).body).toContain("Tak – vi ringer dig op");

    const [row, ...more] = await requestsOf(company.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: "callback",
      callbackTime: "morning",
      name: "Ole Jensen",
      phone: "20 30 40 50",
      email: "",
      description: "Ring mig op – i formiddag (8–12)",
      status: "new",
    });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "quote-request"), eq(mailOutbox.to, company.companyEmail)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Ring mig op – i formiddag (8–12)");

    const main = await postCallback("localhost", `/${company.cvr}/ring-mig-op`, {
      name: "Bo",
      phone: "20304051",
      when: "asap",
    });
    expect(main.status).toBe(303);
    expect(main.headers.location).toBe(`/${company.cvr}/ring-mig-op/tak`);
    expect(await requestsOf(company.id)).toHaveLength(2);
  });

  it("refuses bad input with Danish messages and the typed values, and ignores a filled honeypot", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const refused = await postCallback(host, "/ring-mig-op", { name: " ", phone: "1234", when: "nu" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(CALLBACK_MESSAGES.name);
    expect(refused.body).toContain(CALLBACK_MESSAGES.phone);
    expect(refused.body).toContain(CALLBACK_MESSAGES.when);
    expect(refused.body).toContain('value="1234"');
    const trapped = await postCallback(host, "/ring-mig-op", {
      name: "Robot",
      phone: "20304050",
      when: "asap",
      website: "http://spam.example",
    });
    expect(trapped.status).toBe(303);
    expect(await requestsOf(company.id)).toEqual([]);
  });

  it("over the quote form's limit per address: 429 with the reason and the typed values, nothing stored", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const ip = randomIp();
    const fields = { name: "Ole Jensen", phone: "20304050", when: "asap" };
    for (let n = 1; n <= 5; n++)
      expect((await postCallback(host, "/ring-mig-op", fields, ip)).status, `send ${n}`).toBe(303);
    const limited = await postCallback(host, "/ring-mig-op", { ...fields, name: "Ole Sjette" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("3600");
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.body).toContain(QUOTE_MESSAGES.rateLimited);
    expect(limited.body).toContain('value="Ole Sjette"');
    expect(await requestsOf(company.id)).toHaveLength(5);
  });
});
