import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { databaseReachable } from "./database-reachable.server";
import { unavailableWhenDatabaseDown } from "./unavailable-when-database-down.server";

connectTestDatabase();
// A pool aimed at a port nothing listens on: a refused connection, as during a restart.
const dead = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 1000 });
afterAll(() => dead.end());

const failed = () => Promise.resolve(new Response("fejl", { status: 500 }));

it("a failure while the database answers is the 500 it was", async () => {
  expect((await unavailableWhenDatabaseDown(failed, { recentMs: 0 })).status).toBe(500);
});

it("a failure checked just after the database came back is still 503 with Retry-After", async () => {
  expect(await databaseReachable(dead)).toBe(false);
  const answer = await unavailableWhenDatabaseDown(failed);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("5");
  expect(await answer.text()).toContain("Intet af det, du har gemt, er gået tabt");
});
