import fs from "node:fs";
import { withEmbeddedDatabase } from "~/db/with-embedded-database";
import { parseRegister } from "~/integrations/authorisation/parse-register";
import type { AutorisationData } from "~/schemas/sections/autorisation";
import { checkAuthorisations } from "~/server/sections/autorisation/check-authorisations";
import { FRESHNESS_LEASE_MS } from "~/server/sites/listen-site-changes.server";
import { writeSiteDetails, writeTrustSections } from "./site-rows";

/** The offline register's active electrician (app/integrations/authorisation/offline-register.csv). */
const REGISTER_CVR = "91909375";
const REGISTER_EL_NUMBER = "41234";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Switches every trust section (issue 13) on, with realistic content, for one company of a running
 * test server's embedded database (its port is in DATA_DIR/postgres/postmaster.pid): a register-
 * verified el authorisation (the company takes the offline register's CVR for it) and a membership,
 * six review quotes with links to all three review sites, a price list, the håndværkerfradrag
 * explainer, a service area of 18 postcodes, the on-call badge, and holiday closures (one now, two
 * coming). For the Lighthouse and W3C runs of a site with every section on; the company should be an
 * electrician, whose trade qualifies for the fradrag.
 */
export async function switchOnTrustSections(dataDir: string, cvr: string): Promise<void> {
  await withEmbeddedDatabase(dataDir, async (client) => {
    const { rows } = await client.query("update companies set cvr = $1 where cvr = $2 returning id", [
      REGISTER_CVR,
      cvr,
    ]);
    const id = (rows[0] as { id: string } | undefined)?.id;
    if (!id) throw new Error(`no company with CVR ${cvr}`);
    const register = parseRegister(
      fs.readFileSync(new URL("../../app/integrations/authorisation/offline-register.csv", import.meta.url)),
    );
    const numbers = { el: REGISTER_EL_NUMBER, vvs: "", kloak: "", gas: "" };
    const autorisation: AutorisationData = {
      enabled: true,
      intro: "Vi er autoriseret elinstallatør og står inde for alt el-arbejde, vi udfører.",
      numbers,
      memberships: ["tekniq"],
      checks: checkAuthorisations(REGISTER_CVR, numbers, register),
    };
    if (autorisation.checks.el?.status !== "verified") throw new Error("the offline register did not verify");
    const quote = (name: string, town: string, text: string, date: string, rating: number | null) => ({
      name,
      town,
      text,
      date,
      rating,
    });
    const sections = {
      autorisation,
      anmeldelser: {
        links: {
          google: "https://g.page/r/CdemoReview123/review",
          trustpilot: "https://dk.trustpilot.com/review/aarhuscel.dk",
          anmeldHaandvaerker: "https://www.anmeld-haandvaerker.dk/profil/aarhus-c-el",
        },
        quotes: [
          quote(
            "Mette",
            "Aarhus C",
            "Ny eltavle og HPFI-relæ på en formiddag. Ryddeligt og til den aftalte pris.",
            "2026-10-14",
            5,
          ),
          quote(
            "Jens P.",
            "Risskov",
            "Hurtig hjælp, da halvdelen af huset var uden strøm en søndag.",
            "2026-09-02",
            5,
          ),
          quote(
            "Anne og Søren",
            "Viby J",
            "Fik lagt nye lamper og stikkontakter i hele stuen. Fin rådgivning om placering.",
            "2026-08-19",
            4,
          ),
          quote(
            "Karsten",
            "Højbjerg",
            "Ladestander monteret og anmeldt til netselskabet uden at jeg skulle gøre noget.",
            "2026-06-30",
            5,
          ),
          quote(
            "Lone",
            "Brabrand",
            "Kom til tiden og forklarede hvad der var galt med gulvvarmen.",
            "2026-05-11",
            null,
          ),
          quote(
            "Andelsboligforeningen Solbakken",
            "Aarhus N",
            "Nye opgangslys med sensor i fire opgange. God dialog undervejs.",
            "2026-03-08",
            5,
          ),
        ],
        check: "faktura",
      },
      priser: {
        rows: [
          {
            service: "Timepris, elektriker",
            unit: "time",
            from: false,
            priceIncl: 595,
            convertedFromExcl: false,
          },
          {
            service: "Kørsel i Aarhus Kommune",
            unit: "besoeg",
            from: false,
            priceIncl: 295,
            convertedFromExcl: false,
          },
          {
            service: "Udskiftning af stikkontakt",
            unit: "stk",
            from: true,
            priceIncl: 450,
            convertedFromExcl: false,
          },
          {
            service: "Opsætning af ladestander",
            unit: "opgave",
            from: true,
            priceIncl: 6995,
            convertedFromExcl: true,
          },
          { service: "Ny eltavle", unit: "opgave", from: false, priceIncl: null, convertedFromExcl: false },
        ],
        noPriceText:
          "Prisen på en ny eltavle afhænger af husets installation; vi giver et fast tilbud efter en gratis besigtigelse.",
      },
    };
    await writeTrustSections(client, id, sections);
    const postcodes = ["8000", "8200", "8210", "8220", "8230", "8240", "8250", "8260", "8270", "8300"].concat(
      ["8310", "8320", "8330", "8340", "8361", "8380", "8381", "8382"],
    );
    const holidays = [
      { from: day(-1), to: day(2), note: "Kursus" },
      { from: "2026-12-22", to: "2027-01-02", note: "Juleferie" },
      { from: "2027-07-12", to: "2027-07-30", note: "Sommerferie" },
    ].filter((period) => period.to >= day(0));
    // Evenings and nights on weekdays, the whole weekend: every kind of day the badge can show.
    const onCall = {
      always: false,
      days: [
        ...(["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag"] as const).map((weekday) => ({
          day: weekday,
          from: "16:00",
          to: "07:00",
        })),
        { day: "Lørdag", from: "00:00", to: "00:00" },
        { day: "Søndag", from: "00:00", to: "00:00" },
      ],
      note: "",
    };
    await writeSiteDetails(client, id, { postcodes, onCallPhone: "20 30 40 50", onCall, holidays });
    await client.query("update companies set version = version + 1 where id = $1", [id]);
    await client.query("select pg_notify('site_changed', $1)", [id]);
    // As bumpSiteVersion does: wait out the freshness lease, so no instance still trusts its cache
    // on a round trip from before this commit (docs/decisions/025).
    await new Promise((resolve) => setTimeout(resolve, 2 * FRESHNESS_LEASE_MS));
  });
}
