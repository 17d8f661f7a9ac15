import { StrokeIcon } from "~/components/ui/stroke-icon";
import type { IconName } from "~/content/types";

// Circles and rounded rectangles as paths, so that every icon is a list of paths.
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

/** Simple line icons for the content's icon names (24 × 24), one path per stroke. */
const shapes: Record<IconName, string[]> = {
  bolt: ["M13 2 4 14h7l-1 8 9-12h-7l1-8z"],
  sparkles: [
    "m11 3 1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9z",
    "m19 14 .8 1.9 1.9.8-1.9.8L19 19.4l-.8-1.9-1.9-.8 1.9-.8z",
  ],
  palette: [
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.8-1.3-.8-2.2 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4.2-4-7.6-9-7.6z",
    circle(7.5, 11, 1),
    circle(10, 7, 1),
    circle(14.5, 7, 1),
  ],
  "map-pin": ["M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z", circle(12, 9.5, 2.5)],
  phone: [rect(7, 2, 10, 20, 2), "M11 18h2"],
  pencil: ["M4 20h4L19 9l-4-4L4 16z", "m13.5 6.5 4 4"],
  images: [rect(3, 5, 18, 14, 2), circle(8.5, 10, 1.5), "m21 16-5-5-10 8"],
  clock: [circle(12, 12, 9), "M12 7v5l3.5 2"],
  globe: [
    circle(12, 12, 9),
    "M3 12h18",
    "M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
  ],
  chart: ["M4 4v16h16", "M8.5 16v-4M12.5 16V8M16.5 16v-6"],
  shield: ["M12 3 19 6v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z", "m9 12 2 2 4-4"],
  "life-buoy": [
    circle(12, 12, 9),
    circle(12, 12, 4),
    "m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6",
  ],
  layers: ["m12 3 9 5-9 5-9-5z", "m3 13 9 5 9-5"],
  search: [circle(11, 11, 7), "m20 20-4-4"],
  "badge-check": [circle(12, 12, 9), "m8.5 12.5 2.5 2.5 5-5"],
};

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <StrokeIcon className={className} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {shapes[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </StrokeIcon>
  );
}

export function CheckIcon({ className = "size-5" }: { className?: string }) {
  return (
    <StrokeIcon
      d="m4.5 10.5 3.5 3.5 7.5-8"
      viewBox="0 0 20 20"
      className={className}
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** The Håndværkernet mark, the same house as the favicon. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#92400e" />
      <path d="M13 31 32 15l19 16v18a3 3 0 0 1-3 3H38V38H26v14H16a3 3 0 0 1-3-3z" fill="#fff" />
    </svg>
  );
}
