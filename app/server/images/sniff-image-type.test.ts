import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff-image-type";

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0392b" } });

describe("sniffImageType", () => {
  it("recognises the accepted formats by their content", async () => {
    expect(sniffImageType(await solid().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid().png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await solid().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await solid().avif().toBuffer())).toBe("avif");
  });

  it("does not trust names: text, HTML and empty files are unknown", () => {
    expect(sniffImageType(Buffer.from("Dette er ikke et billede"))).toBe("unknown");
    expect(sniffImageType(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe("unknown");
    expect(sniffImageType(new Uint8Array())).toBe("unknown");
  });

  it("spots SVG, also behind a BOM, an XML prolog or a comment", () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(
      sniffImageType(Buffer.from('\ufeff  <?xml version="1.0"?>\n<!-- x --><SVG onload="alert(1)"></SVG>')),
    ).toBe("svg");
  });
});
