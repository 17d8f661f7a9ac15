import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkAuthorisations } from "~/server/sections/autorisation/check-authorisations";
import { localServerForFile } from "../../../tests/setup/local-server";
import { decodeRegisterFile, parseRegister, parseTypedNumber, RegisterFormatError } from "./parse-register";
import { createRegisterCache } from "./register-cache.server";
import { downloadRegisterFile } from "./register-file.server";

// The real provider against a local HTTP server serving files in the format Sikkerhedsstyrelsen
// publishes (fixtures/README.md): a good file, the next day's file without a withdrawn
// authorisation, a malformed file (the last good copy is kept), a file over the size cap.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const day1 = fixture("register-day1.csv");
const day2 = fixture("register-day2-withdrawn.csv");
const malformed = fixture("register-malformed.csv");
let served: Uint8Array = day1;
const registerServer = localServerForFile((request, response) => {
  if (request.url === "/stor.csv") {
    response.writeHead(200, { "Content-Type": "text/csv" });
    return response.end(Buffer.concat([day1, Buffer.alloc(5000, "x")]));
  }
  response.writeHead(200, { "Content-Type": "text/csv" });
  response.end(served);
});
// Loopback is allowed here only: the production fetcher refuses every non-public address.
const loopback = { isAllowedAddress: () => true, allowedPorts: [] as number[], timeoutMs: 2000 };
let base = "";

beforeAll(() => {
  base = registerServer.origin();
  loopback.allowedPorts = [registerServer.port()];
});
afterAll(() => {
  vi.restoreAllMocks();
});

const cache = () =>
  createRegisterCache(() =>
    downloadRegisterFile(`${base}/Autregister-download.csv`, { ...loopback, maxBytes: 100_000 }),
  );
const none = { el: "", vvs: "", kloak: "", gas: "" };

describe("register provider over HTTP", () => {
  it("reads a good file and verifies a listed number for its CVR and area only", async () => {
    served = day1;
    const register = await cache().refresh();
    expect(register?.entries).toHaveLength(8);
    expect(register?.byCvr.get("91909375")?.[0]).toMatchObject({
      companyName: "Lyngby El-Service A/S",
      type: "EFUL",
      number: "41234",
      areas: ["el"],
    });
    // The owner may type the number as printed, with the type, or with spaces.
    for (const typed of ["41234", "41 234", "EFUL-41234", "eful 041234"]) {
      expect(checkAuthorisations("91909375", { ...none, el: typed }, register).el?.status).toBe("verified");
    }
    // Another CVR, another area, or another type prefix is not verified.
    expect(checkAuthorisations("70189550", { ...none, el: "41234" }, register).el?.status).toBe("not-found");
    expect(checkAuthorisations("91909375", { ...none, vvs: "41234" }, register).vvs?.status).toBe(
      "not-found",
    );
    expect(checkAuthorisations("91909375", { ...none, el: "VFUL-41234" }, register).el?.status).toBe(
      "not-found",
    );
    // A full VVS authorisation covers gas; a delautorisation (VDVA) backs no installatør badge.
    expect(checkAuthorisations("28625278", { ...none, gas: "25902" }, register).gas?.status).toBe("verified");
    expect(checkAuthorisations("35870412", { ...none, vvs: "3318" }, register).vvs?.status).toBe("not-found");
  });

  it("shows a withdrawn authorisation as withdrawn (not verified) after the next download", async () => {
    served = day1;
    const registerCache = cache();
    const first = await registerCache.refresh();
    const numbers = { ...none, el: "43871" };
    const checks = checkAuthorisations("70189550", numbers, first);
    expect(checks.el?.status).toBe("verified");
    served = day2;
    const second = await registerCache.refresh();
    expect(second?.entries).toHaveLength(7);
    expect(checkAuthorisations("70189550", numbers, second, { numbers, checks }).el?.status).toBe(
      "withdrawn",
    );
    // A number never verified is just not found; others in the file are untouched.
    expect(checkAuthorisations("70189550", numbers, second).el?.status).toBe("not-found");
    expect(checkAuthorisations("91909375", { ...none, el: "41234" }, second).el?.status).toBe("verified");
  });

  it("keeps the last good copy and logs a warning when the file is malformed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    served = day1;
    const registerCache = cache();
    const first = await registerCache.refresh();
    const header = day1.toString("utf8").split("\n")[0];
    for (const broken of [
      malformed,
      Buffer.from("<html>Vedligeholdelse</html>"),
      Buffer.from(`${header}\n`),
      Buffer.from(
        `${header}\n"CN91909375";"Lyngby El-Service A/S";"";"";"";"DK";"2800";"Lyngby";"91909375";"41234";"El"\n`,
      ),
      // Parses, but lost most rows overnight: a bad download, not a mass withdrawal.
      Buffer.from(day1.toString("utf8").split("\n").slice(0, 3).join("\n")),
      Buffer.alloc(0),
    ]) {
      served = broken;
      expect(await registerCache.refresh()).toBe(first);
    }
    expect(registerCache.current()?.entries).toHaveLength(8);
    expect(
      warn.mock.calls.filter(([line]) => String(line).includes("keeping the last good copy")),
    ).toHaveLength(6);
    warn.mockRestore();
  });

  it("refuses a body over the cap and leaves nothing half-read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const capped = createRegisterCache(() =>
      downloadRegisterFile(`${base}/stor.csv`, { ...loopback, maxBytes: 1000 }),
    );
    expect(await capped.refresh()).toBeNull();
    warn.mockRestore();
  });

  it("never reaches loopback with the production address check", async () => {
    await expect(
      downloadRegisterFile(`${base}/register.csv`, {
        maxBytes: 1000,
        timeoutMs: 2000,
        allowedPorts: loopback.allowedPorts,
      }),
    ).rejects.toThrow(/not a public address/);
  });

  it("downloads once a day, not on every request", async () => {
    let calls = 0;
    let now = new Date("2026-11-22T08:00:00Z");
    const counted = createRegisterCache(
      async () => {
        calls++;
        return day1;
      },
      () => now,
    );
    await Promise.all([counted.fresh(86_400_000), counted.fresh(86_400_000)]);
    await counted.fresh(86_400_000);
    expect(calls).toBe(1);
    now = new Date("2026-11-23T08:00:01Z");
    await counted.fresh(86_400_000);
    expect(calls).toBe(2);
  });
});

describe("parseRegister: the variants of the file it tolerates", () => {
  const text = day1.toString("utf8");

  it("reads Windows-1252 bytes, a BOM, CRLF, lower-case headers and unquoted cells alike", () => {
    const latin1 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const variants = [
      latin1,
      Buffer.from(`\uFEFF${text}`),
      Buffer.from(text.replace(/\n/g, "\r\n")),
      Buffer.from(text.replace(/^[^\n]+/, (header) => header.toLowerCase())),
      Buffer.from(text.replace(/"/g, "")),
    ];
    for (const bytes of variants) {
      const register = parseRegister(bytes);
      expect(register.entries).toHaveLength(8);
      expect(register.byCvr.get("76131864")?.map((entry) => entry.companyName)).toEqual([
        "Nørrebro VVS & Blik ApS",
        "Nørrebro VVS & Blik ApS",
      ]);
    }
    expect(decodeRegisterFile(latin1)).toContain("Kongens Lyngby");
  });

  it("keeps quoted semicolons, indexes rows without a CVR nowhere, refuses missing columns", () => {
    const register = parseRegister(text.replace('"Lyngby El-Service A/S"', '"El; Lys A/S"'));
    expect(register.byCvr.get("91909375")?.[0]?.companyName).toBe("El; Lys A/S");
    expect(register.entries.filter((entry) => entry.cvr === null)).toHaveLength(2);
    expect([...register.byCvr.keys()]).not.toContain("");
    expect(() => parseRegister('"NAVN";"CVR"\n"A";"12345678"')).toThrow(/missing column/);
    expect(() => parseRegister(text.replace('"91909375";"EFUL', '"9190937";"EFUL'))).toThrow(/unreadable/);
  });

  it("reads a quoted cell with a line break in it instead of refusing the whole file", () => {
    const twoLines = "Lyngby El-Service A/S\r\nafd. Nord";
    const register = parseRegister(text.replace('"Lyngby El-Service A/S"', `"${twoLines}"`));
    expect(register.entries).toHaveLength(8);
    expect(register.byCvr.get("91909375")?.[0]?.companyName).toBe(twoLines);
    // A quote that never closes still refuses the file: the rest of it cannot be trusted.
    expect(() => parseRegister(text.replace('"Lyngby El-Service A/S"', '"Lyngby El-Service A/S'))).toThrow(
      RegisterFormatError,
    );
  });

  it("reads typed numbers with or without the type", () => {
    expect(parseTypedNumber("VFUL-00107")).toEqual({ type: "VFUL", number: "107" });
    expect(parseTypedNumber("12.345")).toEqual({ type: null, number: "12345" });
    expect(parseTypedNumber("K1187X")).toBeNull();
  });

  it("without a register copy every number stays unchecked", () => {
    expect(checkAuthorisations("91909375", { ...none, el: "41234" }, null).el?.status).toBe("unchecked");
  });
});

describe("offline provider", () => {
  it("reads the fixture file bundled with the app, in the same format", async () => {
    const { readOfflineRegisterFile } = await import("./offline.server");
    const register = parseRegister(await readOfflineRegisterFile());
    expect(register.entries).toHaveLength(7);
    expect(register.byCvr.has("70189550")).toBe(false);
  });
});
