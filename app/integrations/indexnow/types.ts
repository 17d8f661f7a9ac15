/** One IndexNow submission: every URL on one host, with the key that host serves at keyLocation. */
export type IndexNowSubmission = {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
};

/** Sends one submission; throws IndexNowError when the endpoint refuses it or cannot be reached. */
export type IndexNowSender = (submission: IndexNowSubmission) => Promise<void>;

export class IndexNowError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

/** IndexNow keys: 8 to 128 of a-z, A-Z, 0-9 and "-" (the protocol's rule). */
export const INDEXNOW_KEY = /^[a-zA-Z0-9-]{8,128}$/;

/** At most this many URLs per POST (the protocol's limit). */
export const INDEXNOW_MAX_URLS = 10_000;
