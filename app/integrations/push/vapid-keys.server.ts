import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292). Deployed mode names it in the environment (env() refuses
 * to start without it). Embedded mode generates one on first use into DATA_DIR/vapid-keys.json and
 * keeps it: a new pair would silently end every device's subscription.
 */
export function loadVapidKeys(options: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  dataDir: string;
}): VapidKeys {
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  const file = path.join(options.dataDir, "vapid-keys.json");
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(options.dataDir, { recursive: true });
  // "wx": when two processes race on first start, the loser reads the winner's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadVapidKeys(options);
    throw error;
  }
  return keys;
}
