import { describe, expect, it } from "vitest";
import { danishMobileNumber, maskEmail, maskPhone } from "./ownership";

describe("ownership rules", () => {
  it("offers SMS only to the mobile series of the Danish numbering plan", () => {
    expect(danishMobileNumber("21 43 65 87")).toBe("21 43 65 87");
    expect(danishMobileNumber("+4540123456")).toBe("40 12 34 56");
    expect(danishMobileNumber("93 00 00 00")).toBe("93 00 00 00");
    // Landlines (Vejle 75, Copenhagen 33) and junk get no code.
    expect(danishMobileNumber("75821234")).toBeNull();
    expect(danishMobileNumber("33 12 34 56")).toBeNull();
    expect(danishMobileNumber("1234")).toBeNull();
    expect(danishMobileNumber(null)).toBeNull();
  });

  it("masks the register's address and number", () => {
    expect(maskEmail("kontakt@hansen-toemrer.dk")).toBe("k******@hansen-toemrer.dk");
    expect(maskEmail("a@b.dk")).toBe("a*@b.dk");
    expect(maskPhone("21 43 65 87")).toBe("** ** 65 87");
  });
});
