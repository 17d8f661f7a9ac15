import { writeCopy, writeProfile } from "~/integrations/ai/index.server";
import { registerFacts } from "~/integrations/ai/register-facts";
import type { WrittenCopyWithSource, WrittenProfileWithSource } from "~/integrations/ai/types";
import type { CvrCompany } from "~/integrations/cvr/types";

export type InitialContent = {
  home: WrittenCopyWithSource;
  about: WrittenCopyWithSource;
  /** Issue 22: the homepage's intro, services (each also a card on the Ydelser page) and selling points. */
  profile: WrittenProfileWithSource;
};

/** Writes the homepage, 'Om os' and the homepage's structured content (in parallel) from the register and the old site. */
export async function writeInitialContent(company: CvrCompany, scrapedText: string): Promise<InitialContent> {
  const base = {
    ...registerFacts(company),
    keywords: [],
    ...(scrapedText ? { scrapedText } : {}),
  };
  const [home, about, profile] = await Promise.all([
    writeCopy({ ...base, pageType: "homepage" }),
    writeCopy({ ...base, pageType: "about", pageName: "Om os" }),
    writeProfile(base),
  ]);
  return { home, about, profile };
}
