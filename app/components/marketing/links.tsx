import { createContext, type ReactNode, useContext } from "react";
import { productName } from "~/content/site";
import type { NavLink } from "~/content/types";
import { LogoMark } from "./icons";

/**
 * Where root-relative links of the main site point. On the main host they stay relative (""); on a
 * customer's host, where /kontakt or /funktioner would be the customer's own pages, they carry the
 * main site's origin. Marketing pages never use client-side <Link>: every link is a plain <a>, so
 * pages without JavaScript stay without it.
 */
const LinkBaseContext = createContext("");

export function LinkBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <LinkBaseContext.Provider value={base}>{children}</LinkBaseContext.Provider>;
}

function resolveHref(base: string, href: string): string {
  return href.startsWith("/") && !href.startsWith("//") ? base + href : href;
}

function useHrefOnMainSite(href: string): string {
  return resolveHref(useContext(LinkBaseContext), href);
}

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/** An <a> whose root-relative target is resolved against the main site (see LinkBaseProvider). */
export function MainSiteLink({ href, ...props }: AnchorProps) {
  const resolved = useHrefOnMainSite(href);
  return <a href={resolved} {...props} />;
}

/** A content link (label and target) as a MainSiteLink. */
export function ContentLink({ link, className }: { link: NavLink; className: string }) {
  return (
    <MainSiteLink href={link.href} className={className}>
      {link.label}
    </MainSiteLink>
  );
}

/** The product's mark and name, linking to the main site's front page. */
export function HomeMark({ className, markClassName }: { className: string; markClassName: string }) {
  return (
    <MainSiteLink href="/" className={className}>
      <LogoMark className={markClassName} />
      <span>{productName}</span>
    </MainSiteLink>
  );
}

/** Links as a list of MainSiteLinks; `children` adds items after them. */
export function LinkList({
  links,
  className,
  linkClassName,
  children,
}: {
  links: NavLink[];
  className: string;
  linkClassName: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <ContentLink link={link} className={linkClassName} />
        </li>
      ))}
      {children}
    </ul>
  );
}

/** A call-to-action styled link. */
export function ButtonLink({
  link,
  variant = "primary",
  className = "",
}: {
  link: NavLink;
  variant?: "primary" | "secondary" | "inverse";
  className?: string;
}) {
  const styles = {
    primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
    secondary: "border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-50",
    inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  }[variant];
  return (
    <ContentLink
      link={link}
      className={`inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 font-semibold text-base transition-colors ${styles} ${className}`}
    />
  );
}

/** An underlined "read more" link in a paragraph of its own, below a text or a list. */
export function MoreLink({
  href,
  className = "mt-6",
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <MainSiteLink
        href={href}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {children}
      </MainSiteLink>
    </p>
  );
}
