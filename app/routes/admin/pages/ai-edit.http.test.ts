import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiUsage } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { AI_DAILY_LIMIT } from "~/schemas/page";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { findPage } from "~/server/pages/find-page.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// "Omskriv", "Gør kortere", "Tilføj" over the selected page text (issue 23) through the real app,
// with the offline writer of embedded mode: the owner's own page only, the shared daily limit, and
// a Danish answer when the writer has nothing to do (the day's use given back).

const db = connectTestDatabase();
const app = startHttpAppForFile();
const owner = () => createOwnerWithSite(db, "Tekst");

const TEXT =
  "Vi tilbyder nye tage i høj kvalitet, og vi kommer altid til tiden. Kontakt os for et uforpligtende tilbud.";

/** The endpoint's ActionResult (ADR 037), flattened: its message, and the new text or the refusal. */
const edit = (cookie: string, fields: Record<string, string>) =>
  postForm(app, "/admin/pages/ai-tekst", cookie, fields).then((answer) => {
    const result = JSON.parse(answer.body) as {
      ok: boolean;
      message: string;
      data?: { text?: string; usage?: number; limitReached?: boolean };
    };
    return {
      status: answer.status,
      json: { ok: result.ok, error: result.message, ...result.data },
    };
  });

/** A selection on a's "Om os" page (the whole TEXT unless given), for one of the three actions. */
const onAbout = (a: { about: { id: string } }, action: string, selection = TEXT, context = selection) => ({
  pageId: a.about.id,
  action,
  selection,
  context,
});

describe("POST /admin/pages/ai-tekst", () => {
  it("rewrites, shortens and extends the selection, counting each in the day's AI use; the page is not saved", async () => {
    const a = await owner();
    const before = await findPage(a.company.id, a.about.id);

    const rewritten = await edit(a.cookie, onAbout(a, "rewrite"));
    expect(rewritten.status).toBe(200);
    expect(rewritten.json.ok).toBe(true);
    expect(rewritten.json.text).toBe(
      "Vi står klar med nye tage i en kvalitet, der holder, og vi kommer altid som aftalt. Ring eller skriv til os og få et tilbud uden forpligtelser.",
    );
    expect(rewritten.json.usage).toBe(1);

    const shorter = await edit(a.cookie, onAbout(a, "shorten"));
    expect(shorter.json.ok).toBe(true);
    expect(shorter.json.text!.length).toBeLessThan(TEXT.length);
    expect(shorter.json.text).toBe("Vi tilbyder nye tage i høj kvalitet, og vi kommer til tiden.");
    expect(shorter.json.usage).toBe(2);

    const added = await edit(
      a.cookie,
      onAbout(
        a,
        "extend",
        "Vi lægger nye tegltage og skifertage.",
        `Vi lægger nye tegltage og skifertage.\n\n${TEXT}`,
      ),
    );
    expect(added.json.ok).toBe(true);
    expect(added.json.text!.length).toBeGreaterThan(20);
    expect(`Vi lægger nye tegltage og skifertage.\n\n${TEXT}`).not.toContain(added.json.text!);
    expect(added.json.usage).toBe(3);

    expect(await countAiUsage(a.company.id)).toBe(3);
    expect((await findPage(a.company.id, a.about.id))?.revision).toBe(before?.revision);
  });

  it("answers a Danish message and gives the use back when there is nothing to do; refuses an empty selection", async () => {
    const a = await owner();
    const nothing = await edit(a.cookie, onAbout(a, "shorten", "Tage."));
    expect(nothing.status).toBe(400);
    expect(nothing.json).toMatchObject({
      ok: false,
      error: "Den markerede tekst kan ikke gøres kortere. Prøv at markere mere tekst.",
      limitReached: false,
    });
    const empty = await edit(a.cookie, onAbout(a, "rewrite", "  ", "x"));
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Markér den tekst, AI skal arbejde med");
    expect(await countAiUsage(a.company.id)).toBe(0);
  });

  it("is refused at the day's limit (shared with 'Generer tekst med AI') and for another company's page", async () => {
    const a = await owner();
    const b = await owner();
    await db
      .insert(aiUsage)
      .values({ companyId: a.company.id, day: copenhagenDay(new Date()), count: AI_DAILY_LIMIT });
    const limited = await edit(a.cookie, onAbout(a, "rewrite"));
    expect(limited.status).toBe(429);
    expect(limited.json.limitReached).toBe(true);
    expect(limited.json.error).toBe(
      "Du har nået grænsen for AI-genereret indhold i dag. Prøv igen i morgen.",
    );

    const foreign = await edit(b.cookie, onAbout(a, "rewrite"));
    expect(foreign.status).toBe(404);
    expect(foreign.json.ok).toBe(false);
    const [usage] = await db
      .select({ count: aiUsage.count })
      .from(aiUsage)
      .where(and(eq(aiUsage.companyId, b.company.id)));
    expect(usage).toBeUndefined();
  });
});
