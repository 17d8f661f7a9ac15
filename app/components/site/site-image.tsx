import type { ResolvedImage } from "./site-images";

type Props = {
  image: ResolvedImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image with explicit width/height (the box is reserved before it loads, so nothing shifts),
 * srcset/sizes for uploads, lazy loading below the fold.
 */
export function SiteImageTag({ image, sizes, priority = false, className }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
