import { createContext } from "react-router";
import type { Zone } from "./tenancy/classify-host";

/** Per-request facts the HTTP entry (server/app.ts) puts into React Router's load context. */
export type RequestInfo = {
  requestId: string;
  nonce: string;
  /** The client address as seen through the trusted proxy, for rate limits only (never stored). */
  ip: string;
  zone: Zone;
  /** For subdomain and custom zones: the company whose site this host serves. */
  siteCompanyId: string | null;
  /** The host as the browser sent it (lower-case, with port), for building absolute links. */
  host: string;
  protocol: "http" | "https";
};

export const requestInfoContext = createContext<RequestInfo>();
