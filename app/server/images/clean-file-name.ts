import { slugifyDanish } from "~/schemas/project";

const MAX_DISPLAY = 120;

export type CleanFileName = {
  /** The name shown in the archive and used as alt text: no folders, no control characters. */
  displayName: string;
  /** The name part of a storage key: a-z, 0-9 and hyphens only, so a key can never leave its folder. */
  slug: string;
};

/** Cleans a file name sent by a browser (which may be anything, including "../../etc/passwd"). */
export function cleanFileName(original: string): CleanFileName {
  // Keep only the last path segment, whichever separator the sender's system uses.
  const base = original.split(/[/\\]/).pop() ?? "";
  const displayName =
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_DISPLAY)
      .trim() || "billede";
  const stem = displayName.replace(/\.[a-z0-9]{1,5}$/i, "");
  // At most 60 characters of a-z, 0-9 and hyphens.
  return { displayName, slug: slugifyDanish(stem) || "billede" };
}
