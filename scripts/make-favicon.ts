// Renders public/favicon.svg to public/favicon.ico (a 32×32 PNG inside an ICO container).
import fs from "node:fs";
import sharp from "sharp";

const png = await sharp("public/favicon.svg").resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, png]));
await sharp("public/favicon.svg").resize(180, 180).png().toFile("public/apple-touch-icon.png");
console.log("public/favicon.ico and public/apple-touch-icon.png written");
