// What the own-domain settings (app/components/admin/domain-settings.tsx) show of the server's answers.

/** The DNS records an owner adds for an own domain (app/server/domains/domain-records.ts). */
export type DomainRecords = {
  /** The A records: the domain itself and its www. name, both to the product's address. */
  a: Array<{ name: string; value: string }>;
  txt: { name: string; value: string };
};

export type RecordStatus = "ok" | "missing" | "wrong";

export type DomainCheck = {
  domain: string;
  verified: boolean;
  a: { status: RecordStatus; found: string[] };
  txt: { status: RecordStatus };
};
