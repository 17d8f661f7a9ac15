// Bundled as text by Vite (?raw), so the production build carries the file with it.
import offlineRegisterFile from "./offline-register.csv?raw";

/**
 * The offline stand-in: a small register file in the repo, in the real file's format. Its companies
 * are the offline CVR register's: Lyngby El-Service (active), Elektrikeren på Amager (withdrawn),
 * Nørrebro VVS & Blik (VVS + kloak), VVS-Kompagniet Roskilde (VVS active, gas ended).
 */
export async function readOfflineRegisterFile(): Promise<string> {
  return offlineRegisterFile;
}
