// Bundled as text by Vite (?raw), so the production build carries the file with it.
import offlineRegisterFile from "./offline-register.csv?raw";

/**
 * The offline stand-in: a small register file in the repo, in the real file's format (see
 * parse-register.ts). Its companies are the offline CVR register's: Lyngby El-Service (el),
 * Nørrebro VVS & Blik (VVS + kloak), VVS-Kompagniet Roskilde (VVS, which covers gas). Elektrikeren
 * på Amager is not listed: its authorisation is withdrawn, and the register then drops the row.
 */
export async function readOfflineRegisterFile(): Promise<Uint8Array> {
  return new TextEncoder().encode(offlineRegisterFile);
}
