import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, siteDetails } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { siteTheme } from "~/lib/themes";
import { detectTradeFrom, TRADE_LABELS } from "~/lib/trade";
import { deleteStoredFiles } from "~/server/images/delete-stored-files.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { renderOgImage } from "./render-og-image";
import { renderSiteIcon } from "./render-site-icon";

/** Bump when the templates change, so every site renders its images again. */
const TEMPLATE_VERSION = "1";

type ImageInputs = {
  name: string;
  cvr: string;
  city: string;
  theme: string;
  logo: string | null;
  industryDesc: string;
};

/** The trade line of the share image: the trade's name, or the register's text for other trades. */
function tradeLine(company: ImageInputs): string {
  const trade = detectTradeFrom([company.industryDesc, company.name]);
  if (trade !== "other") return TRADE_LABELS[trade];
  const own = company.industryDesc.trim();
  return own ? own.charAt(0).toLocaleUpperCase("da") + own.slice(1) : TRADE_LABELS.other;
}

/** A hash of everything the icons and the share image are drawn from. */
export function siteImagesSource(company: ImageInputs): string {
  const parts = [
    TEMPLATE_VERSION,
    company.name,
    tradeLine(company),
    company.city,
    company.theme,
    company.logo ?? "",
  ];
  return crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
}

const columns = {
  name: companies.name,
  cvr: companies.cvr,
  city: companies.city,
  theme: companies.theme,
  logo: companies.logo,
  industryDesc: companies.industryDesc,
};

/**
 * Renders the site's favicon (48 px), Apple touch icon (180 px) and share image (1200×630) from the
 * company's name, trade, town, theme and logo, when any of these changed since the last rendering.
 * The files get content-derived names (served for a year by /media); the keys are saved and the site
 * version bumped in one transaction, then the previous files are deleted. Returns whether it rendered.
 */
export async function refreshSiteImages(
  companyId: string,
  /** False when called while a page is being rendered: that page shows the result itself. */
  { bumpVersion = true }: { bumpVersion?: boolean } = {},
): Promise<boolean> {
  const [row] = await db()
    .select({ ...columns, imagesSource: siteDetails.imagesSource })
    .from(companies)
    .leftJoin(siteDetails, eq(siteDetails.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return false;
  const source = siteImagesSource(row);
  if (row.imagesSource === source) return false;

  const theme = siteTheme(row.theme);
  const logo = row.logo
    ? ((
        await storage()
          .get(row.logo)
          .catch(() => null)
      )?.body ?? null)
    : null;
  const [favicon, touchIcon, share] = await Promise.all([
    renderSiteIcon({ logo, name: row.name, color: theme.primary, size: 48 }),
    renderSiteIcon({ logo, name: row.name, color: theme.primary, size: 180 }),
    renderOgImage({
      name: row.name,
      trade: tradeLine(row),
      town: row.city,
      primary: theme.primary,
      dark: theme.dark,
      tint: theme.border,
    }),
  ]);
  const prefix = `site-details/${row.cvr}/${source}`;
  const keys = {
    faviconKey: `${prefix}-favicon.png`,
    touchIconKey: `${prefix}-touch-icon.png`,
    ogImageKey: `${prefix}-share.png`,
  };
  await Promise.all([
    storage().put(keys.faviconKey, favicon, "image/png"),
    storage().put(keys.touchIconKey, touchIcon, "image/png"),
    storage().put(keys.ogImageKey, share, "image/png"),
  ]);

  const previous = await db().transaction(async (tx) => {
    // Under the company's row lock: only what is still the company's current data is saved.
    const current = await lockCompany(tx, companyId, columns);
    if (!current || siteImagesSource(current) !== source) return null;
    const [old] = await tx
      .select({
        faviconKey: siteDetails.faviconKey,
        touchIconKey: siteDetails.touchIconKey,
        ogImageKey: siteDetails.ogImageKey,
      })
      .from(siteDetails)
      .where(eq(siteDetails.companyId, companyId));
    await tx
      .insert(siteDetails)
      .values({ companyId, ...keys, imagesSource: source })
      .onConflictDoUpdate({
        target: siteDetails.companyId,
        set: { ...keys, imagesSource: source, updatedAt: new Date() },
      });
    if (bumpVersion) await bumpSiteVersion(tx, companyId);
    return old ?? { faviconKey: null, touchIconKey: null, ogImageKey: null };
  });
  if (previous === null) return false;
  const replaced = [previous.faviconKey, previous.touchIconKey, previous.ogImageKey].filter(
    (key): key is string => key !== null && !Object.values(keys).includes(key),
  );
  await deleteStoredFiles(replaced, "old site image not deleted");
  return true;
}
