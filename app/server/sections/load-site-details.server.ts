import { eq } from "drizzle-orm";
import { OMRAADE_INTROS } from "~/content/section-texts/omraade";
import { shownText } from "~/content/section-texts/own-text";
import { VAGT_TEXTS } from "~/content/section-texts/vagt";
import { db } from "~/db/client.server";
import { siteDetails } from "~/db/schema";
import { mediaUrl } from "~/integrations/storage/types";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { detectTradeFrom } from "~/lib/trade";
import { describeOnCallSchedule } from "~/schemas/sections/on-call-schedule";
import type { SiteDetailsView } from "~/schemas/sections/view";
import { fradragForTrade } from "./fradrag/fradrag-for-trade";
import { siteImagesSource } from "./images/refresh-site-images.server";
import {
  ensureSiteImages,
  renderSiteImagesInBackground,
} from "./images/render-site-images-in-background.server";
import { findPostcode } from "./omraade/postcodes";
import { sectionsNow } from "./vagt/clock";
import { copenhagenMidnight, formatPeriod, holidayState } from "./vagt/holiday-state";

type CompanyFields = {
  id: string;
  name: string;
  cvr: string;
  address: string;
  zipcode: string;
  city: string;
  theme: string;
  logo: string | null;
  industryDesc: string;
};

/**
 * The sections and images of one company's public page at the sections clock's "now", and when that
 * view next changes by itself (a holiday closure starts or ends): the page cache must not keep the
 * page past `changesAt`. Renders the icons and share image first when they are missing; stale ones are
 * shown while new ones render in the background.
 */
export async function loadSiteDetails(
  company: CompanyFields,
): Promise<{ details: SiteDetailsView; changesAt: number | null }> {
  const select = () => db().select().from(siteDetails).where(eq(siteDetails.companyId, company.id)).limit(1);
  let [row] = await select();
  if (row?.imagesSource !== siteImagesSource(company)) {
    // Stale images keep being shown until the new ones are saved (then the version bump re-renders
    // the page); only a site without any waits for its first rendering.
    if (row?.ogImageKey) renderSiteImagesInBackground(company.id);
    else {
      await ensureSiteImages(company.id);
      [row] = await select();
    }
  }

  const now = sectionsNow();
  const trade = detectTradeFrom([company.industryDesc, company.name]);
  const own = company.address.trim() ? findPostcode(company.zipcode) : null;
  const geo = own && own.lat !== null && own.lon !== null ? { latitude: own.lat, longitude: own.lon } : null;
  const images =
    row?.faviconKey && row.touchIconKey && row.ogImageKey
      ? {
          favicon: mediaUrl(row.faviconKey),
          touchIcon: mediaUrl(row.touchIconKey),
          ogImage: mediaUrl(row.ogImageKey),
        }
      : null;
  if (!row) {
    return {
      details: {
        fradrag: null,
        area: [],
        areaIntro: OMRAADE_INTROS[trade],
        onCall: null,
        holidays: { active: null, upcoming: [] },
        geo,
        images,
      },
      changesAt: null,
    };
  }

  const state = holidayState(row.holidays, now);
  const view = (period: (typeof row.holidays)[number]) => ({ ...period, label: formatPeriod(period) });
  const year = Number(copenhagenDay(now).slice(0, 4));
  // The deduction's amounts are per year: a page showing them changes at New Year too.
  const newYear = row.fradragEnabled ? copenhagenMidnight(`${year + 1}-01-01`) : null;
  const changesAt = [state.changesAt, newYear].filter((t): t is number => t !== null);
  const fradrag = row.fradragEnabled ? fradragForTrade(trade, year) : null;
  return {
    details: {
      fradrag: fradrag ? { ...fradrag, intro: shownText(row.texts.fradragIntro, fradrag.intro) } : null,
      area: row.areaEnabled
        ? row.areaPostcodes.flatMap((nr) => {
            const postcode = findPostcode(nr);
            return postcode ? [{ nr: postcode.nr, name: postcode.name }] : [];
          })
        : [],
      areaIntro: shownText(row.texts.areaIntro, OMRAADE_INTROS[trade]),
      onCall:
        row.onCallEnabled && row.onCallPhone
          ? {
              phone: row.onCallPhone,
              text: shownText(row.texts.onCallText, VAGT_TEXTS[trade]),
              hours: describeOnCallSchedule(row.onCallSchedule),
              note: row.onCallSchedule.note,
              schedule: row.onCallSchedule,
            }
          : null,
      holidays: {
        active: state.active ? view(state.active) : null,
        upcoming: state.upcoming.map(view),
      },
      geo,
      images,
    },
    changesAt: changesAt.length > 0 ? Math.min(...changesAt) : null,
  };
}
