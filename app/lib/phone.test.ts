import { describe, expect, it } from "vitest";
import { formatDanishPhone } from "./phone";

describe("formatDanishPhone", () => {
  it("writes eight digits in pairs", () => {
    expect(formatDanishPhone("75821234")).toBe("75 82 12 34");
    expect(formatDanishPhone(" 7582 1234 ")).toBe("75 82 12 34");
    expect(formatDanishPhone("75-82-12-34")).toBe("75 82 12 34");
    expect(formatDanishPhone("75 82 12 34")).toBe("75 82 12 34");
  });

  it("keeps the country code as +45", () => {
    expect(formatDanishPhone("+4575821234")).toBe("+45 75 82 12 34");
    expect(formatDanishPhone("0045 75821234")).toBe("+45 75 82 12 34");
    expect(formatDanishPhone("+45 22 33 44 55")).toBe("+45 22 33 44 55");
  });

  it("leaves anything that is not a Danish eight-digit number as typed", () => {
    expect(formatDanishPhone("1813")).toBe("1813");
    expect(formatDanishPhone("+46 8 123 456 78")).toBe("+46 8 123 456 78");
    expect(formatDanishPhone("758212345")).toBe("758212345");
    expect(formatDanishPhone("  ring efter kl. 16 ")).toBe("ring efter kl. 16");
    expect(formatDanishPhone("")).toBe("");
  });
});
