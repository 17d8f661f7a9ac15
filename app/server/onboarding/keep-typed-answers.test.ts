import { describe, expect, it } from "vitest";
import { readTypedAnswers } from "~/schemas/onboarding-forms";
import { keepTypedAnswers } from "./keep-typed-answers";
import type { LookupPayload } from "./lookup-payload";

const company = { cvr: "12345678", name: "Firma" } as LookupPayload;
/** A step's post as the route reads it (readTypedAnswers). */
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return readTypedAnswers(data);
};

describe("keepTypedAnswers", () => {
  it("keeps each step's typed values unchecked, never the password", () => {
    expect(keepTypedAnswers({}, form({ step: "cvr", cvr: "DK 1234 5" }))).toEqual({ cvr: "12345" });
    const draft = { cvr: "12345678", company };
    expect(
      keepTypedAnswers(draft, form({ step: "bekraeft", choice: "other", otherUrl: "ikke en adresse" })),
    ).toEqual({ ...draft, websiteTyped: { choice: "other", otherUrl: "ikke en adresse", noWebsite: false } });
    const account = keepTypedAnswers(
      draft,
      form({ step: "konto", email: " a@b.dk ", password: "hemmelig1", acceptPrivacy: "on" }),
    );
    expect(account).toEqual({ ...draft, email: "a@b.dk", acceptPrivacy: true });
  });

  it("caps lengths and ignores later steps without a company or an unknown step", () => {
    const long = keepTypedAnswers(
      { company },
      form({ step: "bekraeft", choice: "x", otherUrl: "a".repeat(999) }),
    );
    expect(long.websiteTyped).toEqual({ choice: "", otherUrl: "a".repeat(300), noWebsite: false });
    expect(keepTypedAnswers({}, form({ step: "konto", email: "a@b.dk" }))).toEqual({});
    expect(keepTypedAnswers({ cvr: "1" }, form({ step: "andet", cvr: "2" }))).toEqual({ cvr: "1" });
  });
});
