import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Switches every trust section (issue 13) on for one company of a running test server's embedded
 * database (its port is in DATA_DIR/postgres/postmaster.pid), for the Lighthouse run of a homepage
 * with every section on.
 */
export async function switchOnTrustSections(dataDir: string, cvr: string): Promise<void> {
  const port = Number(
    fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3],
  );
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: "postgres",
    database: "haandvaerkernet",
  });
  await client.connect();
  try {
    const { rows } = await client.query("select id from companies where cvr = $1", [cvr]);
    const id = (rows[0] as { id: string }).id;
    const sections = {
      autorisation: {
        enabled: true,
        intro: "Vi står inde for vores arbejde.",
        numbers: { el: "", vvs: "", kloak: "", gas: "123" },
        memberships: ["dansk-byggeri", "byggegaranti"],
        checks: { gas: { status: "not-found", checkedAt: new Date().toISOString() } },
      },
      anmeldelser: {
        enabled: true,
        links: { google: "https://g.page/r/demo/review", trustpilot: "", anmeldHaandvaerker: "" },
        quotes: [1, 2, 3].map((n) => ({
          name: `Kunde ${n}`,
          town: "Vejle",
          text: "Hurtigt, pænt og til den aftalte pris.",
          date: "2026-02-01",
          rating: 5,
        })),
        check: "faktura",
      },
      priser: {
        enabled: true,
        rows: [
          { service: "Timepris", unit: "time", from: false, priceIncl: 595, convertedFromExcl: false },
          { service: "Kørsel", unit: "besoeg", from: true, priceIncl: 250, convertedFromExcl: false },
        ],
        noPriceText: "",
      },
    };
    for (const [name, data] of Object.entries(sections)) {
      await client.query(
        "insert into trust_sections (company_id, name, enabled, data) values ($1, $2, true, $3) on conflict (company_id, name) do update set data = excluded.data, enabled = true",
        [id, name, JSON.stringify(data)],
      );
    }
    await client.query("update companies set version = version + 1 where id = $1", [id]);
    await client.query("select pg_notify('site_changed', $1)", [id]);
  } finally {
    await client.end();
  }
}
