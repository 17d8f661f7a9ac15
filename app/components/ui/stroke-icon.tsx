import type { SVGProps } from "react";

/**
 * A decorative line icon drawn in the text colour and hidden from screen readers: one path `d`, or
 * the shapes given as children. Further stroke attributes (`strokeLinecap`, `strokeLinejoin`) pass
 * through after the stroke width.
 */
export function StrokeIcon({
  d,
  viewBox = "0 0 24 24",
  className,
  strokeWidth = "2",
  children,
  ...stroke
}: Omit<SVGProps<SVGSVGElement>, "ref"> & { d?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...stroke}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
