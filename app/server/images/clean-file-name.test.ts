import { describe, expect, it } from "vitest";
import { cleanFileName } from "./clean-file-name";

describe("cleanFileName", () => {
  it("keeps a readable name and makes a safe slug", () => {
    expect(cleanFileName("Tagrenovering på Østerbro.JPG")).toEqual({
      displayName: "Tagrenovering på Østerbro.JPG",
      slug: "tagrenovering-paa-oesterbro",
    });
  });

  it("drops folders, including path traversal with either separator", () => {
    expect(cleanFileName("../../etc/passwd.png")).toEqual({ displayName: "passwd.png", slug: "passwd" });
    expect(cleanFileName("..\\..\\windows\\win.ini")).toEqual({ displayName: "win.ini", slug: "win" });
    expect(cleanFileName("..").slug).toBe("billede");
  });

  it("strips control and direction characters and falls back to 'billede'", () => {
    expect(cleanFileName("foto\u202egpj.exe").displayName).toBe("fotogpj.exe");
    expect(cleanFileName("a\u0000b\nc.png").displayName).toBe("abc.png");
    expect(cleanFileName("")).toEqual({ displayName: "billede", slug: "billede" });
    expect(cleanFileName("###.png")).toEqual({ displayName: "###.png", slug: "billede" });
  });

  it("limits the lengths", () => {
    const { displayName, slug } = cleanFileName(`${"x".repeat(500)}.jpg`);
    expect(displayName.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^x{1,60}$/);
  });
});
