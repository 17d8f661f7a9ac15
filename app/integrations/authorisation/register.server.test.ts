import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkAuthorisations } from "~/server/sections/autorisation/check-authorisations";
import { parseRegister } from "./parse-register";
import { createRegisterCache } from "./register-cache.server";
import { downloadRegisterFile } from "./register-file.server";

// The real provider against a local HTTP server serving the register file: a good file, a withdrawn
// authorisation, a malformed file (the last good copy is kept) and a file over the size cap.

const good = readFileSync(new URL("./offline-register.csv", import.meta.url), "utf8");
const withdrawn = good.replace(
  "91909375;Lyngby El-Service A/S;41234;Elinstallatør;Aktiv",
  "91909375;Lyngby El-Service A/S;41234;Elinstallatør;Inddraget",
);
let served = good;
const server = http.createServer((request, response) => {
  if (request.url === "/stor.csv") {
    response.writeHead(200, { "Content-Type": "text/csv" });
    return response.end(`${good}${"x".repeat(5000)}`);
  }
  response.writeHead(200, { "Content-Type": "text/csv; charset=utf-8" });
  response.end(served);
});
let base = "";
// Loopback is allowed here only: the production fetcher refuses every non-public address.
const loopback = { isAllowedAddress: () => true, allowedPorts: [] as number[], timeoutMs: 2000 };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  loopback.allowedPorts = [port];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.restoreAllMocks();
});

const cache = () =>
  createRegisterCache(() => downloadRegisterFile(`${base}/register.csv`, { ...loopback, maxBytes: 100_000 }));

describe("register provider over HTTP", () => {
  it("reads a good file and verifies an active number for its CVR only", async () => {
    served = good;
    const register = await cache().refresh();
    expect(register?.entries).toHaveLength(6);
    expect(
      checkAuthorisations("91909375", { el: "41 234", vvs: "", kloak: "", gas: "" }, register).el?.status,
    ).toBe("verified");
    // The same number under another CVR, or in another area, is not verified.
    expect(
      checkAuthorisations("70189550", { el: "41234", vvs: "", kloak: "", gas: "" }, register).el?.status,
    ).toBe("not-found");
    expect(
      checkAuthorisations("91909375", { el: "", vvs: "41234", kloak: "", gas: "" }, register).vvs?.status,
    ).toBe("not-found");
  });

  it("shows a withdrawn authorisation as not verified after the next download", async () => {
    served = good;
    const registerCache = cache();
    await registerCache.refresh();
    served = withdrawn;
    const register = await registerCache.refresh();
    expect(
      checkAuthorisations("91909375", { el: "41234", vvs: "", kloak: "", gas: "" }, register).el?.status,
    ).toBe("withdrawn");
  });

  it("keeps the last good copy and logs a warning when the file is malformed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    served = good;
    const registerCache = cache();
    const first = await registerCache.refresh();
    for (const broken of [
      "<html>Vedligeholdelse</html>",
      good
        .split("\n")
        .slice(0, 3)
        .join("\n")
        .replace(/;Aktiv;/, ";"),
      "",
    ]) {
      served = broken;
      expect(await registerCache.refresh()).toBe(first);
    }
    expect(registerCache.current()?.entries).toHaveLength(6);
    expect(warn.mock.calls.some(([line]) => String(line).includes("keeping the last good copy"))).toBe(true);
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
        return good;
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

describe("parseRegister", () => {
  it("accepts quoted cells and a BOM, refuses missing columns and unknown areas", () => {
    const file = `\uFEFFCVR-nummer;Virksomhedsnavn;Autorisationsnummer;Autorisationsområde;Status\n12345678;"El; Vand ApS";123;El;Aktiv\n`;
    expect(parseRegister(file).entries[0]).toMatchObject({
      companyName: "El; Vand ApS",
      area: "el",
      status: "active",
    });
    expect(() => parseRegister("CVR-nummer;Status\n12345678;Aktiv")).toThrow(/missing column/);
    expect(() => parseRegister(file.replace(";El;", ";Tømrer;"))).toThrow(/unreadable/);
  });

  it("without a register copy every number stays unchecked", () => {
    expect(
      checkAuthorisations("91909375", { el: "41234", vvs: "", kloak: "", gas: "" }, null).el?.status,
    ).toBe("unchecked");
  });
});

describe("offline provider", () => {
  it("reads the fixture file bundled with the app", async () => {
    const { readOfflineRegisterFile } = await import("./offline.server");
    expect(parseRegister(await readOfflineRegisterFile()).entries).toHaveLength(6);
  });
});
