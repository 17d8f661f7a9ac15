/** Sends one text message to a Danish mobile number ("12 34 56 78" or "+45 ..."); throws SmsError. */
export type SmsSender = (to: string, text: string) => Promise<{ id: string }>;

export class SmsError extends Error {
  /** false: retrying the same message cannot help (bad number, refused text). */
  readonly retryable: boolean;
  constructor(message: string, retryable = true) {
    super(message);
    this.retryable = retryable;
  }
}

/** The MSISDN of a Danish number: country code and 8 digits, e.g. 4512345678; null when it is none. */
export function danishMsisdn(phone: string): string | null {
  const match = /^(?:\+45|0045)?(\d{8})$/.exec(phone.replace(/[\s.-]/g, ""));
  return match ? `45${match[1]}` : null;
}
