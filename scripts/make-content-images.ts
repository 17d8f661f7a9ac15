/**
 * Renders the PNG versions of the content illustrations. The SVGs in public/content are the
 * hand-written sources; social networks do not accept SVG for og:image, so every image used as
 * og:image gets a PNG of the same size beside it. Run after changing one of those SVGs:
 *
 *   npx tsx scripts/make-content-images.ts
 *
 * Text in the SVGs names 'Liberation Sans' first, so the PNG looks the same on any machine that
 * has it (Debian: fonts-liberation), and Arial/Helvetica in browsers.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const contentDir = path.join(import.meta.dirname, "..", "public", "content");

/** SVGs (relative to public/content) that need a PNG twin. */
async function sources(): Promise<string[]> {
  const blog = await fs.readdir(path.join(contentDir, "blog"));
  return [
    "og-haandvaerkernet.svg",
    ...blog.filter((name) => name.endsWith(".svg")).map((name) => path.join("blog", name)),
  ];
}

async function render(relative: string): Promise<void> {
  const svgPath = path.join(contentDir, relative);
  const pngPath = svgPath.replace(/\.svg$/, ".png");
  const svg = await fs.readFile(svgPath);
  const { width, height } = await sharp(svg).metadata();
  if (width !== 1200 || height !== 630) {
    throw new Error(`${relative} is ${width}x${height}; og:image sources must be 1200x630`);
  }
  // Flat illustrations: a 256-colour palette keeps them small without visible banding.
  await sharp(svg).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(pngPath);
  const { size } = await fs.stat(pngPath);
  console.log(`${path.relative(process.cwd(), pngPath)}  ${width}x${height}  ${Math.round(size / 1024)} KB`);
}

for (const relative of await sources()) await render(relative);
