import crypto from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { listenForSiteChanges, type SiteChangeListener } from "./listen-site-changes.server";

// Issue 28: a LISTEN connection that stalls (a half-open TCP connection, a frozen proxy) never errors.
// The listener here talks to PostgreSQL through a TCP proxy of this file's own that can freeze the
// connections it carries: the listener must notice, say so, reconnect and hear changes again.
const db = connectTestDatabase();
const target = new URL(process.env.DATABASE_URL!);
const carried: net.Socket[] = [];
let frozen = false;

const proxy = net.createServer((inbound) => {
  const outbound = net.connect(Number(target.port), target.hostname);
  carried.push(inbound, outbound);
  inbound.on("error", () => outbound.destroy());
  outbound.on("error", () => inbound.destroy());
  // Bytes that arrive while frozen are swallowed, as a dead network path would.
  inbound.on("data", (chunk) => frozen || outbound.write(chunk));
  outbound.on("data", (chunk) => frozen || inbound.write(chunk));
  inbound.on("close", () => outbound.destroy());
  outbound.on("close", () => inbound.destroy());
});

const heard: string[] = [];
const events: string[] = [];
let listener: SiteChangeListener;

const waitFor = async (what: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const notify = (id: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_notify('site_changed', ${id})`);
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((proxy.address() as net.AddressInfo).port);
  listener = listenForSiteChanges({
    url: url.toString(),
    onChange: (id) => heard.push(id),
    onConnected: () => events.push("connected"),
    onDisconnected: () => events.push("disconnected"),
    pingMs: 100,
    pingTimeoutMs: 400,
    connectTimeoutMs: 400,
    syncTimeoutMs: 200,
  });
  await listener.ready;
});

afterAll(async () => {
  await listener.stop();
  for (const socket of carried) socket.destroy();
  await new Promise((resolve) => proxy.close(resolve));
});

describe("a stalled LISTEN connection", () => {
  it("is noticed by its ping, replaced, and the new one hears changes again", async () => {
    const before = crypto.randomUUID();
    await notify(before);
    expect(await listener.sync()).toBe("synced");
    expect(heard).toContain(before);

    // Freeze the carried connection: no error, no close, just silence.
    frozen = true;
    const missed = crypto.randomUUID();
    await notify(missed);
    // While it is stalled nothing vouches for the caches: a round trip is "late", never "synced".
    expect(await listener.sync()).not.toBe("synced");
    await waitFor(() => events.includes("disconnected"));
    expect(listener.isFresh()).toBe(false);

    // New connections through the proxy work again; the listener reconnects by itself.
    frozen = false;
    await waitFor(() => events.filter((event) => event === "connected").length === 2);
    const after = crypto.randomUUID();
    await notify(after);
    expect(await listener.sync()).toBe("synced");
    expect(heard).toContain(after);
    expect(events).toEqual(["connected", "disconnected", "connected"]);
  });
});
