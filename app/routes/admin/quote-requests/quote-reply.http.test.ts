import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, quoteReplies, quoteRequests, replyTemplates } from "~/db/schema";
import { TEMPLATES_MAX } from "~/schemas/quote-reply";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { expectRefused, postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createQuoteOwner, storeMetteRequest } from "./quote-owner.test-support";

// "Svar kunden" (issue 25) through the real server/app.ts: a draft from the AI provider (the offline
// writer here), templates, sending through the outbox with Reply-To the firm, the status and the reply
// time; only the owner's own requests.

const db = connectTestDatabase();
const app = startHttpAppForFile();

const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
const mailsTo = (to: string, kind = "quote-reply") =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)));

describe("reply in one tap", () => {
  it("drafts from the request, sends through the outbox with Reply-To the firm, stores it, Kontaktet and the reply time", async () => {
    const { cookie, company } = await createQuoteOwner(db);
    const id = await storeMetteRequest(company.id, `kunde-${company.id}@example.dk`);
    const path = `/admin/forespoergsler/${id}`;

    const page = await app.request("localhost", path, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Svar kunden");
    expect(page.body).toContain("Ikke besvaret endnu");

    const drafted = await postForm(app, path, cookie, { intent: "draft" });
    expect(drafted.status).toBe(200);
    expect(drafted.body).toContain("Udkastet er klar");
    const draft = decode(
      /<textarea id="svar-tekst"[^>]*>([\s\S]*?)<\/textarea>/.exec(drafted.body)?.[1] ?? "",
    );
    expect(draft).toContain("Hej Mette");
    expect(draft).toContain('Tak for din forespørgsel om "Vinduer i stuen" i Vejle.');
    expect(draft).toContain("- Vil du sende et par billeder af det, der skal laves?");
    expect(draft).toContain(`Venlig hilsen\n${company.name}\nTlf. 12 34 56 78`);
    expect(draft).not.toContain("20 30 40 50"); // the customer's own number is not in the draft

    // Bad input: a Danish message by the field, the typed text kept, nothing sent or changed.
    const refused = await postForm(app, path, cookie, {
      intent: "send-reply",
      subject: " ",
      body: "Hej Mette, tak!",
    });
    expectRefused(refused, "Skriv et emne", "Hej Mette, tak!");
    expect(await mailsTo(`kunde-${company.id}@example.dk`)).toEqual([]);

    const body =
      "Hej Mette\n\nTak for din forespørgsel. Kan vi komme forbi tirsdag kl. 8?\n\n<b>Venlig</b> hilsen";
    const sent = await postForm(app, path, cookie, { intent: "send-reply", subject: "Dine vinduer", body });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Svaret er sendt. Forespørgslen står nu som Kontaktet.");

    const [mail, ...more] = await mailsTo(`kunde-${company.id}@example.dk`);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: "Dine vinduer", replyTo: company.companyEmail });
    expect(mail!.text).toContain("Kan vi komme forbi tirsdag kl. 8?");
    expect(mail!.html).toContain("&lt;b&gt;Venlig&lt;/b&gt; hilsen"); // owner text is text
    const [stored] = await db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, id));
    expect(stored).toMatchObject({
      subject: "Dine vinduer",
      body: body.trim(),
      to: `kunde-${company.id}@example.dk`,
    });
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row!.status).toBe("contacted");
    expect(row!.firstResponseAt).not.toBeNull();

    const after = await app.request("localhost", path, { headers: { cookie } });
    expect(after.body).toMatch(/Besvaret efter (under 1 minut|1 minut)/);
    expect(after.body).toContain("Dine vinduer");

    // A second reply is stored and sent too, but the first answer's time stays.
    await postForm(app, path, cookie, { intent: "send-reply", subject: "Tilbud", body: "Her er tilbuddet." });
    expect(await mailsTo(`kunde-${company.id}@example.dk`)).toHaveLength(2);
    const [again] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(again!.firstResponseAt).toEqual(row!.firstResponseAt);
  });

  it("saves templates, fills in the customer's name and task, deletes them, and keeps to the limit", async () => {
    const { cookie, company } = await createQuoteOwner(db);
    const id = await storeMetteRequest(company.id);
    const path = `/admin/forespoergsler/${id}`;
    const noName = await postForm(app, path, cookie, {
      intent: "save-template",
      templateName: "",
      body: "Hej {navn}",
    });
    expectRefused(noName, "Giv skabelonen et navn");

    const saved = await postForm(app, path, cookie, {
      intent: "save-template",
      templateName: "Besigtigelse",
      body: "Hej {navn}\n\nTak for din besked om {opgave}. Ring på {telefon}.\n\n{firma}",
    });
    expect(saved.body).toContain("Skabelonen er gemt.");
    const [template] = await db.select().from(replyTemplates).where(eq(replyTemplates.companyId, company.id));
    const used = decode(
      (await postForm(app, path, cookie, { intent: "use-template", templateId: template!.id })).body,
    );
    expect(used).toContain(
      `Hej Mette\n\nTak for din besked om Vinduer i stuen. Ring på 12 34 56 78.\n\n${company.name}`,
    );

    // Another owner can neither use nor delete it.
    const other = await createQuoteOwner(db);
    const otherId = await storeMetteRequest(other.company.id);
    const foreign = await postForm(app, `/admin/forespoergsler/${otherId}`, other.cookie, {
      intent: "use-template",
      templateId: template!.id,
    });
    expect(foreign.status).toBe(400);
    await postForm(app, `/admin/forespoergsler/${otherId}`, other.cookie, {
      intent: "delete-template",
      templateId: template!.id,
    });
    expect(
      await db.select().from(replyTemplates).where(eq(replyTemplates.companyId, company.id)),
    ).toHaveLength(1);

    await db.insert(replyTemplates).values(
      Array.from({ length: TEMPLATES_MAX - 1 }, (_, i) => ({
        companyId: company.id,
        name: `S${i}`,
        body: "x",
      })),
    );
    const full = await postForm(app, path, cookie, {
      intent: "save-template",
      templateName: "En til",
      body: "Hej",
    });
    expect(full.status).toBe(429);
    expect(full.body).toContain(`Du kan højst gemme ${TEMPLATES_MAX} skabeloner.`);

    await postForm(app, path, cookie, { intent: "delete-template", templateId: template!.id });
    expect(
      await db.select().from(replyTemplates).where(eq(replyTemplates.companyId, company.id)),
    ).toHaveLength(TEMPLATES_MAX - 1);
  });

  it("never answers another owner's request, and says so when the customer left no e-mail", async () => {
    const a = await createQuoteOwner(db);
    const b = await createQuoteOwner(db);
    const id = await storeMetteRequest(b.company.id, `b-kunde-${b.company.id}@example.dk`);
    for (const intent of ["draft", "send-reply"]) {
      const answer = await postForm(app, `/admin/forespoergsler/${id}`, a.cookie, {
        intent,
        subject: "Hej",
        body: "Hej",
      });
      expect(answer.status).toBe(404);
    }
    expect(await mailsTo(`b-kunde-${b.company.id}@example.dk`)).toEqual([]);

    const noEmail = await storeMetteRequest(b.company.id, "");
    const page = await app.request("localhost", `/admin/forespoergsler/${noEmail}`, {
      headers: { cookie: b.cookie },
    });
    expect(page.body).toContain("Kunden har ikke skrevet en e-mail. Ring til kunden i stedet.");
    const refused = await postForm(app, `/admin/forespoergsler/${noEmail}`, b.cookie, {
      intent: "send-reply",
      subject: "Hej",
      body: "Hej",
    });
    expect(refused.status).toBe(400);
  });
});
