import { describe, expect, it } from "vitest";
import { SEARCH_PRESENCE_MESSAGES, searchPresenceSchema } from "./search-presence";

const empty = { googleVerification: "", bingVerification: "", gbpName: "", gbpAddress: "", gbpPhone: "" };
const GOOGLE = "aBcD3fGh1jKlMnOpQrStUvWxYz0123456789_-AbCd";

describe("the search engines' verification codes", () => {
  it("takes the bare code or the whole meta tag the console shows", () => {
    const parsed = searchPresenceSchema.parse({
      ...empty,
      googleVerification: `<meta name="google-site-verification" content="${GOOGLE}" />`,
      bingVerification: '<meta name="msvalidate.01" content="0123456789abcdef0123456789ABCDEF" />',
    });
    expect(parsed.googleVerification).toBe(GOOGLE);
    expect(parsed.bingVerification).toBe("0123456789ABCDEF0123456789ABCDEF");
    expect(
      searchPresenceSchema.parse({ ...empty, googleVerification: ` ${GOOGLE} ` }).googleVerification,
    ).toBe(GOOGLE);
  });

  it("refuses anything else with a Danish message: other tags, markup, wrong lengths", () => {
    const errors = (values: Partial<typeof empty>) =>
      searchPresenceSchema.safeParse({ ...empty, ...values }).error?.issues.map((issue) => issue.message);
    expect(errors({ googleVerification: '"><script>alert(1)</script>' })).toEqual([
      SEARCH_PRESENCE_MESSAGES.google,
    ]);
    expect(errors({ googleVerification: `<meta name="msvalidate.01" content="${GOOGLE}">` })).toEqual([
      SEARCH_PRESENCE_MESSAGES.google,
    ]);
    expect(errors({ bingVerification: "0123456789ABCDEF" })).toEqual([SEARCH_PRESENCE_MESSAGES.bing]);
    expect(errors({ gbpPhone: "12 34" })).toEqual([SEARCH_PRESENCE_MESSAGES.phone]);
    expect(errors({})).toBeUndefined();
  });
});
