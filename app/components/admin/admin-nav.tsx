import { type ReactNode, useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { useFocusClearOfFixedBottom } from "~/components/ui/use-focus-clear-of-fixed-bottom";

type AdminNavItem = { to: string; label: string; icon: ReactNode };

const icon = (path: string) => (
  <StrokeIcon d={path} className="size-6" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
);

/**
 * The admin's screens. The first four stand in the phone's bottom bar (what an owner does from the
 * van: pages, sections, quote requests, settings with the opening hours); the rest sit under "Mere".
 * A computer shows them all in one row.
 */
const ADMIN_NAV: AdminNavItem[] = [
  { to: "/admin/pages", label: "Sider", icon: icon("M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7") },
  { to: "/admin/sektioner", label: "Sektioner", icon: icon("M4 4h16v6H4zM4 14h16v6H4z") },
  {
    to: "/admin/forespoergsler",
    label: "Forespørgsler",
    icon: icon("M3 6h18v12H3zM3 7l9 6 9-6"),
  },
  {
    to: "/admin/settings",
    label: "Indstillinger",
    icon: icon(
      "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3z",
    ),
  },
  { to: "/admin/dashboard", label: "Overblik", icon: null },
  // Issue 26: finished jobs with photos, shown on the site.
  { to: "/admin/opgaver", label: "Udførte opgaver", icon: null },
  // Issue 22: the homepage's intro, service cards, selling points and "Mød mesteren".
  { to: "/admin/profil", label: "Forsidens indhold", icon: null },
  { to: "/admin/images", label: "Billedearkiv", icon: null },
  { to: "/admin/subscription", label: "Abonnement", icon: null },
  // Issue 27: proof that the CVR number is the owner's (until then the site is not in Google).
  { to: "/admin/ejerskab", label: "Ejerskab", icon: null },
];
const IN_BAR = 4;
const QUOTES = "/admin/forespoergsler";

function Unread({ count, compact = false }: { count: number; compact?: boolean }) {
  if (count <= 0) return null;
  return (
    <span
      className={
        compact
          ? "absolute top-1 right-[calc(50%-1.25rem)] min-w-5 rounded-full bg-brand-700 px-1 text-center text-white text-xs leading-5"
          : "ml-2 rounded-full bg-brand-700 px-2 text-sm text-white"
      }
    >
      {count}
      <span className="sr-only"> ulæste</span>
    </span>
  );
}

/** A computer (lg and up): every screen in one row under the top bar. */
export function AdminNavDesktop({ unread }: { unread: number }) {
  return (
    <nav aria-label="Administration" className="mx-auto hidden max-w-6xl px-2 lg:block">
      <ul className="flex flex-wrap gap-x-1">
        {[ADMIN_NAV[4]!, ...ADMIN_NAV.filter((_, i) => i !== 4)].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-stone-700 hover:text-stone-900"
                }`
              }
            >
              {item.label}
              {item.to === QUOTES ? <Unread count={unread} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A phone or tablet (below lg): a bar fixed to the bottom, in reach of the thumb, with four screens and
 * "Mere" (a <details>, so it opens without JavaScript too) for the rest. data-fixed-bottom keeps
 * focused controls clear of it (app/app.css, useFocusClearOfFixedBottom).
 */
export function AdminNavPhone({ unread }: { unread: number }) {
  const { pathname } = useLocation();
  const more = useRef<HTMLDetailsElement>(null);
  useFocusClearOfFixedBottom();
  // A client-side navigation keeps the layout mounted: close "Mere" once the next screen shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    if (more.current) more.current.open = false;
  }, [pathname]);
  const inMore = ADMIN_NAV.slice(IN_BAR).some((item) => pathname.startsWith(item.to));
  const item = (active: boolean) =>
    `relative flex min-h-14 min-w-11 flex-col items-center justify-center gap-0.5 whitespace-nowrap px-1 text-xs font-medium max-[359px]:text-[11px] ${
      active ? "text-brand-800" : "text-stone-700"
    }`;
  return (
    <nav
      aria-label="Administration"
      data-fixed-bottom="nav"
      className="fixed inset-x-0 bottom-0 z-30 border-stone-300 border-t bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl justify-between px-1">
        {ADMIN_NAV.slice(0, IN_BAR).map((entry) => (
          <li key={entry.to} className="flex-auto">
            <NavLink to={entry.to} className={({ isActive }) => item(isActive)}>
              {({ isActive }) => (
                <>
                  {entry.icon}
                  <span className={isActive ? "underline decoration-2 underline-offset-4" : ""}>
                    {entry.label}
                  </span>
                  {entry.to === QUOTES ? <Unread count={unread} compact /> : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex-auto">
          <details ref={more} className="group">
            <summary
              className={`${item(inMore)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            >
              {icon("M5 12h.01M12 12h.01M19 12h.01")}
              <span className={inMore ? "underline decoration-2 underline-offset-4" : ""}>Mere</span>
            </summary>
            <ul className="absolute right-2 bottom-full mb-2 w-56 rounded-xl border border-stone-300 bg-white p-2 shadow-lg">
              {ADMIN_NAV.slice(IN_BAR).map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 font-medium ${
                        isActive ? "bg-brand-50 text-brand-800" : "text-stone-800 hover:bg-stone-100"
                      }`
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
              <li className="sm:hidden">
                <Form method="post" action="/admin/logout">
                  <button
                    type="submit"
                    className="flex min-h-11 w-full items-center rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100"
                  >
                    Log ud
                  </button>
                </Form>
              </li>
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}
