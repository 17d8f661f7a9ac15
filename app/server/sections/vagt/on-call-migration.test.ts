import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OnCallSchedule } from "~/schemas/sections/on-call-schedule";
import { connectTestDatabase } from "../../../../tests/setup/db";

const db = connectTestDatabase();

/** The data migration that turned the free-text on-call hours into a schedule, as shipped. */
const migration = fs.readFileSync(
  new URL("../../../../drizzle/0007_on_call_hours_to_schedule.sql", import.meta.url),
  "utf8",
);

describe("migration 0007: free-text on-call hours → schedule", () => {
  it("plain 'all day, every day' texts become døgnvagt, anything else the note; old copied defaults become the trade's", async () => {
    const texts = [
      "Hele døgnet, alle dage",
      "Døgnvagt",
      "døgnvagt hele året.",
      "24/7",
      "Alle dage, døgnet rundt",
      "",
      "Hverdage 16–22 og weekend",
      "Hele døgnet i weekenden",
    ];
    const oldIntro =
      "Som tømrer står vi inde for vores arbejde. Her kan du se vores autorisationer og de ordninger, vi er med i.";
    const oldNoPrice =
      "Prisen på opgaver uden fast pris kan ikke beregnes på forhånd, fordi den afhænger af opgavens omfang. Den beregnes ud fra den tid, vi bruger, efter vores timepris, plus materialer. Du får altid et skriftligt tilbud med prisen inkl. moms, før vi går i gang.";
    const trustRows: Array<[number, string, Record<string, string>]> = [
      [0, "autorisation", { intro: oldIntro }],
      [1, "autorisation", { intro: "Vores egen tekst." }],
      [2, "priser", { noPriceText: oldNoPrice }],
      [3, "priser", { noPriceText: "Vi regner prisen ud efter timer og materialer." }],
    ];
    const { schedules: rows, trust } = await db.transaction(async (tx) => {
      // A temporary site_details (searched before the real one in this session) holds the old shape.
      await tx.execute(
        sql`create temporary table site_details (nr int, on_call_hours text not null, on_call_schedule jsonb) on commit drop`,
      );
      for (const [nr, text] of texts.entries())
        await tx.execute(sql`insert into site_details (nr, on_call_hours) values (${nr}, ${text})`);
      // The same for trust_sections, so the migration's other statements touch only these rows.
      await tx.execute(
        sql`create temporary table trust_sections (nr int, name text, data jsonb) on commit drop`,
      );
      for (const [nr, name, data] of trustRows)
        await tx.execute(
          sql`insert into trust_sections (nr, name, data) values (${nr}, ${name}, ${JSON.stringify(data)}::jsonb)`,
        );
      await tx.execute(sql.raw(migration));
      const result = await tx.execute<{ schedule: OnCallSchedule }>(
        sql`select on_call_schedule as schedule from site_details order by nr`,
      );
      const trust = await tx.execute<{ data: Record<string, string> }>(
        sql`select data from trust_sections order by nr`,
      );
      return { schedules: result.rows.map((row) => row.schedule), trust: trust.rows.map((row) => row.data) };
    });
    const always = { always: true, days: [], note: "" };
    expect(rows).toEqual([
      always,
      always,
      always,
      always,
      always,
      { always: false, days: [], note: "" },
      { always: false, days: [], note: "Hverdage 16–22 og weekend" },
      { always: false, days: [], note: "Hele døgnet i weekenden" },
    ]);
    // The copied old defaults become "" (the trade's default now); the owners' own texts stay.
    expect(trust).toEqual([
      { intro: "" },
      { intro: "Vores egen tekst." },
      { noPriceText: "" },
      { noPriceText: "Vi regner prisen ud efter timer og materialer." },
    ]);
  });
});
