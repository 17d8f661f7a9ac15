import QRCode from "qrcode";

/**
 * The QR code of a URL as one SVG path (a unit square per dark module), rendered on the server:
 * the admin draws it without any client library, and it prints sharp at any size.
 */
export function qrCodePath(url: string): { size: number; path: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}
