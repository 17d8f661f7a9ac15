import { images } from "~/db/schema";

/** An archive image as a public page shows it: its files, size and description. */
export const siteImageColumns = {
  path: images.path,
  name: images.name,
  width: images.width,
  height: images.height,
  variants: images.variants,
  alt: images.alt,
};
