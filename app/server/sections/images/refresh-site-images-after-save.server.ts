import { log } from "~/server/log.server";
import { refreshSiteImages } from "./refresh-site-images.server";

/**
 * Called by the saves that can change what the images show (settings: town and theme; the logo):
 * renders them at once. A failure never fails the save: the next page view tries again
 * (loadSiteDetails → ensureSiteImages).
 */
export async function refreshSiteImagesAfterSave(companyId: string): Promise<void> {
  try {
    await refreshSiteImages(companyId);
  } catch (error) {
    log("warn", "site images not rendered after save", { companyId, error: String(error) });
  }
}
