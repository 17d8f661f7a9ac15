import { describe, expect, it } from "vitest";
import { claimMessageFor } from "./claim-message";

describe("claimMessageFor", () => {
  it("names a valid CVR, also when typed with spaces", () => {
    expect(claimMessageFor("1234 5678")).toContain("CVR-nummer 12345678 er allerede registreret");
  });
  it("gives no text without a valid CVR", () => {
    expect(claimMessageFor(null)).toBe("");
    expect(claimMessageFor("123")).toBe("");
    expect(claimMessageFor("<script>")).toBe("");
  });
});
