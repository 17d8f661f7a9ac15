import sharp from "sharp";

/**
 * A real photo-sized PNG for an upload, made on the spot, as a phone's camera or photo library would
 * hand it over; a colour per number, so every file differs.
 */
export async function photo(name: string, n = 0, width = 1200, height = 800) {
  const background = { r: (n * 47) % 256, g: (n * 91) % 256, b: 160 };
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
