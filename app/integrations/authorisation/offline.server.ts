import { readFile } from "node:fs/promises";

/**
 * The offline stand-in: a small register file in the repo, in the real file's format. Its companies
 * are the offline CVR register's: Lyngby El-Service (active), Elektrikeren på Amager (withdrawn),
 * Nørrebro VVS & Blik (VVS + kloak), VVS-Kompagniet Roskilde (VVS active, gas ended).
 */
export async function readOfflineRegisterFile(): Promise<string> {
  return readFile(new URL("./offline-register.csv", import.meta.url), "utf8");
}
