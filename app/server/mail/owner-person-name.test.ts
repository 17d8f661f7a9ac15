import { describe, expect, it } from "vitest";
import { personName } from "./owner-person-name.server";

describe("personName", () => {
  it("is the user's name only when it names a person", () => {
    expect(personName("Lars Hansen", "Hansen Tømrer ApS")).toBe("Lars Hansen");
    // Sign-up stores the company name as the user's name: no person's name.
    expect(personName("Hansen Tømrer ApS", "Hansen Tømrer ApS")).toBeNull();
    expect(personName(" hansen tømrer aps ", "Hansen Tømrer ApS")).toBeNull();
    expect(personName("lars@hansen.dk", "Hansen Tømrer ApS")).toBeNull();
    expect(personName("", "Hansen Tømrer ApS")).toBeNull();
    expect(personName(null, "Hansen Tømrer ApS")).toBeNull();
  });
});
