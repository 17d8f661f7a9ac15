/** WCAG 2.x relative luminance and contrast ratio for #rrggbb colours. */

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16)];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `alpha` over `bottom`, as a solid colour (sRGB compositing, as browsers paint it). */
export function blend(top: string, alpha: number, bottom: string): string {
  const t = channels(top);
  const b = channels(bottom);
  return `#${t
    .map((value, i) => Math.round(value * alpha + b[i]! * (1 - alpha)))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}
