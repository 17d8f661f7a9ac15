import type { OnCallSchedule } from "./on-call-schedule";

/** What the public site shows of the trust sections (issue 13): only sections that are switched on. */

type AuthorisationBadge = {
  label: string;
  number: string;
  /** True only when Sikkerhedsstyrelsen's register lists this number, for this CVR, as active. */
  verified: boolean;
  /** "2026-11-22": the register copy the check was made against (verified badges only). */
  checkedOn: string | null;
};

export type AuthorisationView = {
  intro: string;
  badges: AuthorisationBadge[];
  /** The owner's own statements (memberships, guarantee schemes): never shown as verified. */
  memberships: string[];
};

export type ReviewsView = {
  /** The owner's intro, or the trade's default. */
  intro: string;
  links: Array<{ label: string; url: string }>;
  quotes: Array<{ name: string; town: string; text: string; date: string; rating: number | null }>;
  /** The markedsføringsloven § 6 b statement the owner chose. */
  checkText: string;
  /** Said when there are links to review sites. */
  platformText: string | null;
};

export type PricesView = {
  /** The owner's intro, or the trade's default. */
  intro: string;
  rows: Array<{ service: string; price: string | null; unit: string; from: boolean }>;
  /** How a price is calculated when it cannot be given (shown when a row has no price). */
  noPriceText: string | null;
  /** schema.org priceRange, from the list. */
  priceRange: string | null;
};

export type TrustView = {
  autorisation?: AuthorisationView;
  anmeldelser?: ReviewsView;
  priser?: PricesView;
};

/**
 * What the issue-13 sections (fradrag, område, vagt) and the per-site images need on a public page,
 * as plain data the server prepares (app/server/sections/load-site-details.server.ts). Only what is
 * shown: a section that is off or does not apply is null or empty.
 */

export type HolidayView = { from: string; to: string; note: string; label: string };

export type SiteDetailsView = {
  fradrag: {
    label: string;
    year: number;
    maxAmount: number;
    confirmed: boolean;
    /** The owner's first line, or the trade's default. */
    intro: string;
    work: readonly string[];
    skatUrl: string;
  } | null;
  /** The postcodes served, in the owner's order. */
  area: Array<{ nr: string; name: string }>;
  /** The line above the postcodes: the owner's, or the trade's default. */
  areaIntro: string;
  onCall: {
    phone: string;
    /** The line above the number: the owner's, or the trade's default. */
    text: string;
    /** The hours in Danish ("Mandag–fredag kl. 16.00–07.00"), and the owner's note. */
    hours: string[];
    note: string;
    /** The same hours for JSON-LD (hoursAvailable). */
    schedule: OnCallSchedule;
  } | null;
  /** The closure in force (replaces the weekly hours) and the ones announced ahead. */
  holidays: { active: HolidayView | null; upcoming: HolidayView[] };
  /** The centre of the company's own postcode, when its address is known. */
  geo: { latitude: number; longitude: number } | null;
  /** Paths (/media/…) of the rendered icons and share image, once rendered. */
  images: { favicon: string; touchIcon: string; ogImage: string } | null;
};
