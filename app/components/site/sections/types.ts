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
    work: readonly string[];
    skatUrl: string;
  } | null;
  /** The postcodes served, in the owner's order. */
  area: Array<{ nr: string; name: string }>;
  onCall: { phone: string; hours: string } | null;
  /** The closure in force (replaces the weekly hours) and the ones announced ahead. */
  holidays: { active: HolidayView | null; upcoming: HolidayView[] };
  /** The centre of the company's own postcode, when its address is known. */
  geo: { latitude: number; longitude: number } | null;
  /** Paths (/media/…) of the rendered icons and share image, once rendered. */
  images: { favicon: string; touchIcon: string; ogImage: string } | null;
};
