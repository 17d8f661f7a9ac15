import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "~/config/env.server";
import { contactMessages, mailOutbox } from "~/db/schema";
import { contactSchema } from "~/schemas/contact";
import { connectTestDatabase } from "../../../tests/setup/db";
import { CONTACT_LIMIT, receiveContactMessage } from "./receive-contact-message.server";

const db = connectTestDatabase();

// Every test uses its own client address (unique to this run), so rate-limit counters never meet
// those of other tests or files: the shared rate_limits table is never cleared.
const run = Date.now().toString(36);
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}-${run}`;

const valid = { name: "Jens Hansen", email: "jens@example.dk", message: "Hej, kan I hjælpe med mit domæne?" };

async function messagesFrom(email: string) {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("receiveContactMessage", () => {
  it("stores the message and queues it for support with the sender as reply-to", async () => {
    const email = "modtag1@example.dk";
    expect(await receiveContactMessage({ ...valid, email }, nextIp())).toEqual({ ok: true });
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ name: "Jens Hansen", email, message: valid.message });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${row!.id}`));
    expect(mail).toMatchObject({
      kind: "contact",
      to: env().SUPPORT_EMAIL,
      replyTo: email,
      subject: "Ny besked fra kontaktformularen: Jens Hansen",
      status: "pending",
    });
    expect(mail?.text).toContain(valid.message);
  });

  it("trims the fields before storing", async () => {
    const email = "modtag2@example.dk";
    await receiveContactMessage({ name: "  Bo  ", email: `  ${email} `, message: "\n Besked \n" }, nextIp());
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ name: "Bo", message: "Besked" });
  });

  it("refuses missing fields with the Danish messages and stores nothing", async () => {
    const result = await receiveContactMessage({ name: " ", email: "", message: "" }, nextIp());
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { name: "Navn er påkrævet", email: "Email er påkrævet", message: "Besked er påkrævet" },
    });
    expect(await receiveContactMessage(null, nextIp())).toMatchObject({ reason: "invalid" });
    expect(await receiveContactMessage({ ...valid, email: "ikke-en-email" }, nextIp())).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { email: "Indtast en gyldig email" },
    });
  });

  it("answers ok but keeps nothing when the hidden spam-trap field is filled in", async () => {
    const email = "robot@example.dk";

    expect(
      await receiveContactMessage({ ...valid, email, website: "http://spam.example" }, nextIp()),
    ).toEqual({
      ok: true,
    });
    expect(await messagesFrom(email)).toEqual([]);
    expect(await db.$count(mailOutbox, eq(mailOutbox.replyTo, email))).toBe(0);
  });

  it(`accepts ${CONTACT_LIMIT} messages per address in the window, then refuses`, async () => {
    const ip = nextIp();
    const email = "mange@example.dk";
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      expect(await receiveContactMessage({ ...valid, email }, ip)).toEqual({ ok: true });
    }
    expect(await receiveContactMessage({ ...valid, email }, ip)).toEqual({
      ok: false,
      reason: "rate_limited",
    });
    expect(await messagesFrom(email)).toHaveLength(CONTACT_LIMIT);
    // Another address is not affected.
    expect(await receiveContactMessage({ ...valid, email }, nextIp())).toEqual({ ok: true });
  });
});

describe("contactSchema", () => {
  it("is shared by form and server and caps the lengths", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    const long = contactSchema.safeParse({ ...valid, message: "x".repeat(5001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Beskeden må højst være 5000 tegn");
  });
});
