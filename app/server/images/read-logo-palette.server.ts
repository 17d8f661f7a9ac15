import { storage } from "~/integrations/storage/index.server";
import type { PaletteId } from "~/lib/theme-ids";
import { log } from "~/server/log.server";
import { suggestLogoPalette } from "./suggest-logo-palette.server";

/**
 * The palette suggested from the company's stored logo (settings' design tab), or null without a
 * logo or when the file cannot be read: the suggestion is offered, never needed.
 */
export async function readLogoPalette(logoKey: string | null): Promise<PaletteId | null> {
  if (!logoKey) return null;
  try {
    const file = await storage().get(logoKey);
    return file ? await suggestLogoPalette(file.body) : null;
  } catch (error) {
    log("warn", "logo not read for a palette", {
      reason: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
