/** Where uploaded files live: local disk by default, S3-compatible object storage in production. */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
};

/** Keys are paths like images/{cvr}/{timestamp}-{filename}: only safe characters, no "..". */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** The public URL of a stored file: served by the app at /media/<key> on every host. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
