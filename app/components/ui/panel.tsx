import type { ComponentProps, ReactNode } from "react";

/** The admin's white card around a panel. */
export const PANEL_CARD = "rounded-xl bg-white p-5 shadow-sm";

/**
 * A titled part of an admin screen: a <section> named by its heading (aria-labelledby), so screen
 * readers list it as a region with that name.
 */
export function Panel({
  id,
  title,
  level = 2,
  headingClassName = "",
  children,
  ...section
}: Omit<ComponentProps<"section">, "title" | "id"> & {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  /** Added to the heading's own classes (a margin below it). */
  headingClassName?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} {...section}>
      <Heading id={id} className={`${headingClassName} font-semibold text-lg text-stone-900`.trimStart()}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
