import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { expect, it } from "vitest";
import { healthProbes, startDraining } from "./ops";

const keepAlive = new http.Agent({ keepAlive: true });
const get = (url: string) =>
  new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { agent: keepAlive }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ body, headers: res.headers }));
      })
      .on("error", reject);
  });

// Its own file: draining is process-wide and one-way, as for a stopping instance.
it("a draining instance is unready for the proxy but alive and still serving", async () => {
  const app = express().use(healthProbes({ databaseReachable: async () => true }));
  app.get("/side", (_req, res) => void res.send("hej"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const before = await get(`${base}/side`);
  expect(before.headers.connection).toBe("keep-alive");
  startDraining(server);
  const ready = await fetch(`${base}/readyz`);
  expect([ready.status, await ready.text()]).toEqual([503, "draining"]);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  // Still served, but on a connection that closes: the proxy holds no idle one to it.
  const during = await get(`${base}/side`);
  expect([during.body, during.headers.connection]).toEqual(["hej", "close"]);
  keepAlive.destroy();
  await new Promise((resolve) => server.close(resolve));
});
