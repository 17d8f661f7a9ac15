import type { AddressInfo } from "node:net";
import express from "express";
import { expect, it } from "vitest";
import { healthProbes, startDraining } from "./ops";

// Its own file: draining is process-wide and one-way, as for a stopping instance.
it("a draining instance is unready for the proxy but alive and still serving", async () => {
  const app = express().use(healthProbes({ databaseReachable: async () => true }));
  app.get("/side", (_req, res) => void res.send("hej"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  startDraining();
  const ready = await fetch(`${base}/readyz`);
  expect([ready.status, await ready.text()]).toEqual([503, "draining"]);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect(await (await fetch(`${base}/side`)).text()).toBe("hej");
  await new Promise((resolve) => server.close(resolve));
});
