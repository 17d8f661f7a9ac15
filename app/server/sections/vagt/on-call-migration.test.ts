import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OnCallSchedule } from "~/schemas/sections/on-call-schedule";
import { connectTestDatabase } from "../../../../tests/setup/db";

const db = connectTestDatabase();

/** The data migration that turned the free-text on-call hours into a schedule, as shipped. */
const migration = fs.readFileSync(
  new URL("../../../../drizzle/0006_on_call_hours_to_schedule.sql", import.meta.url),
  "utf8",
);

describe("migration 0006: free-text on-call hours → schedule", () => {
  it("plain 'all day, every day' texts become døgnvagt; anything else is kept as the note", async () => {
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
    const rows = await db.transaction(async (tx) => {
      // A temporary site_details (searched before the real one in this session) holds the old shape.
      await tx.execute(
        sql`create temporary table site_details (nr int, on_call_hours text not null, on_call_schedule jsonb) on commit drop`,
      );
      for (const [nr, text] of texts.entries())
        await tx.execute(sql`insert into site_details (nr, on_call_hours) values (${nr}, ${text})`);
      await tx.execute(sql.raw(migration));
      const result = await tx.execute<{ schedule: OnCallSchedule }>(
        sql`select on_call_schedule as schedule from site_details order by nr`,
      );
      return result.rows.map((row) => row.schedule);
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
  });
});
