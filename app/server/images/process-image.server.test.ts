import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { MAX_INPUT_PIXELS, processImage } from "./process-image.server";

const solid = (width: number, height: number, background = "#1d4ed8") =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG that only claims its size: signature, IHDR (with a correct CRC), an empty IDAT and IEND. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processImage(input, "archive").then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString() === "RIFF" && body.subarray(8, 12).toString() === "WEBP";

describe("processImage", () => {
  it("re-encodes a photo to WebP at web sizes, smallest first", async () => {
    const input = await solid(2400, 1600).jpeg().toBuffer();
    const renditions = await processImage(input, "archive");
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    for (const rendition of renditions) expect(isWebp(rendition.body)).toBe(true);
  });

  it("never makes a small image larger", async () => {
    const renditions = await processImage(await solid(600, 400).png().toBuffer(), "archive");
    expect(renditions.map((r) => r.width)).toEqual([480, 600]);
    const tiny = await processImage(await solid(40, 30).webp().toBuffer(), "archive");
    expect(tiny.map((r) => [r.width, r.height])).toEqual([[40, 30]]);
  });

  it("strips EXIF (here the photographer's name) but applies the orientation first", async () => {
    // 300×200 pixels stored sideways: EXIF orientation 6 means "turn 90° clockwise to show".
    const input = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Hemmelig Fotograf", Artist: "Hemmelig Fotograf" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const [output] = await processImage(input, "archive");
    const after = await sharp(output!.body).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(output!.body.includes("Hemmelig Fotograf")).toBe(false);
    expect(output!.body.includes("Exif")).toBe(false);
  });

  it("refuses a text file, whatever its name", async () => {
    const error = await refusal(Buffer.from("Dette er bare tekst, selv om filen hedder billede.jpg\n"));
    expect(error.message).toBe(UPLOAD_REASONS.notImage);
  });

  it("refuses an image header followed by HTML", async () => {
    const html = Buffer.from("<html><body><script>alert('xss')</script></body></html>");
    for (const header of [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("GIF89a"),
    ]) {
      const error = await refusal(Buffer.concat([header, html]));
      expect(error.message).toBe(UPLOAD_REASONS.unreadable);
    }
  });

  it("keeps only the pixels of a real image with HTML appended (a polyglot)", async () => {
    const image = await solid(200, 100).jpeg().toBuffer();
    const input = Buffer.concat([image, Buffer.from("<html><script>alert('xss')</script></html>")]);
    const [output] = await processImage(input, "archive");
    expect(isWebp(output!.body)).toBe(true);
    expect(output!.body.includes("<script>")).toBe(false);
    expect(output!.body.includes("alert")).toBe(false);
  });

  it("refuses SVG, which can carry script", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const error = await refusal(svg);
    expect(error.message).toBe(UPLOAD_REASONS.svg);
    expect(error.message).toMatch(/SVG-filer kan ikke bruges/);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    // A few hundred bytes claiming 100 000 × 100 000 pixels.
    const claimed = pngHeader(100_000, 100_000);
    expect(claimed.length).toBeLessThan(200);
    expect((await refusal(claimed)).message).toBe(UPLOAD_REASONS.tooManyPixels);
    // A real, highly compressible 60-megapixel PNG (a few hundred KB).
    const real = await solid(10_000, 6_000, "#ffffff").png({ compressionLevel: 9 }).toBuffer();
    expect(10_000 * 6_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect((await refusal(real)).message).toBe(UPLOAD_REASONS.tooManyPixels);
  });

  it("refuses a file whose content is damaged after a valid start", async () => {
    const image = await solid(400, 300).png().toBuffer();
    const error = await refusal(image.subarray(0, Math.floor(image.length / 2)));
    expect(error.message).toBe(UPLOAD_REASONS.unreadable);
  });

  it("keeps a logo's transparency and makes it at most 512 px wide", async () => {
    const logo = await sharp({
      create: { width: 1200, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solid(400, 400, "#b45309").png().toBuffer(), left: 400, top: 0 }])
      .png()
      .toBuffer();
    const renditions = await processImage(logo, "logo");
    expect(renditions).toHaveLength(1);
    const meta = await sharp(renditions[0]!.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 512, 171, true]);
    const corner = await sharp(renditions[0]!.body)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner[3]).toBe(0);
  });

  it("reads the first frame of an animated GIF", async () => {
    // Three 50×50 frames (red, green, blue) stacked in one raw strip.
    const strip = Buffer.alloc(50 * 150 * 3);
    for (let pixel = 0; pixel < 50 * 150; pixel++) strip[pixel * 3 + Math.floor(pixel / 2500)] = 255;
    const animated = await sharp(strip, { raw: { width: 50, height: 150, channels: 3, pageHeight: 50 } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const renditions = await processImage(animated, "archive");
    expect(renditions.map((r) => [r.width, r.height])).toEqual([[50, 50]]);
    const { data } = await sharp(renditions[0]!.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
    expect(data[1]).toBeLessThan(50);
  });
});
