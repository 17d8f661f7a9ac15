import { describe, expect, it } from "vitest";
import { consoleErrorProblems, expectConsoleError } from "./console";

describe("the console.error guard", () => {
  it("reports an error log nobody expected", () => {
    expect(consoleErrorProblems(["boom"], [])).toEqual(["unexpected console.error: boom"]);
  });

  it("accepts an expected log and reports an expected one that never came", () => {
    expect(consoleErrorProblems(["pg connection error"], [/connection error/])).toEqual([]);
    expect(consoleErrorProblems([], [/connection error/])).toEqual([
      "expected console.error matching /connection error/ was not logged",
    ]);
  });

  it("lets a test log an error it declared", () => {
    expectConsoleError(/declared failure/);
    console.error(new Error("declared failure"));
  });
});
