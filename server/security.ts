import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { GALLERY_ESCAPE_SCRIPT } from "~/components/site/gallery-escape-script";
import { WELCOME_SCRIPT } from "~/components/site/welcome-script";
import { normalizeHost } from "~/server/tenancy/classify-host";

function contentSecurityPolicy(scriptSrc: string, connectSrc: string, formAction = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'self'",
  ].join("; ");
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Customer-site pages are cached and shared between requests, so they cannot carry a per-request
 * nonce: their only scripts (the welcome dialog's, the gallery's Escape key) are allowed by their
 * hashes, nothing else may run.
 */
export const SITE_PAGE_CSP = contentSecurityPolicy(
  [WELCOME_SCRIPT, GALLERY_ESCAPE_SCRIPT].map((script) => `'sha256-${sha256(script)}'`).join(" "),
  "'self'",
);

/**
 * The headers every response carries besides its CSP, as [name, value] pairs: the one list both the
 * Express middleware below and the customer-page fast path (server/site-fast-path.ts) send.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** Added to responses of requests that arrived over HTTPS (directly or through the trusted proxy). */
const HSTS_HEADER = ["Strict-Transport-Security", "max-age=31536000"] as const;
/**
 * On the product's own domain and its subdomains (customer subdomains included, all HTTPS under our
 * wildcard certificate) HSTS covers every subdomain too. An owner's own domain gets the plain header:
 * its other subdomains are not ours to pin to HTTPS.
 */
const HSTS_PRODUCT_HEADER = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const;

/** The HSTS header for an HTTPS request to `hostname` (normalised, without port). */
export function hstsHeaderFor(hostname: string, rootDomain: string): readonly [string, string] {
  return hostname === rootDomain || hostname.endsWith(`.${rootDomain}`) ? HSTS_PRODUCT_HEADER : HSTS_HEADER;
}

/** Content-Security-Policy and the other headers every response carries. */
export function securityHeaders(options: { dev: boolean; rootDomain: string; formActionOrigins?: string[] }) {
  // Forms may also lead to these origins (Stripe's hosted checkout and portal answer a form post).
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(" ");
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const scriptSrc = options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
    const connectSrc = options.dev ? "'self' ws: wss:" : "'self'";
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSrc, connectSrc, formAction));
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (req.secure) {
      const [name, value] = hstsHeaderFor(normalizeHost(req.headers.host), options.rootDomain);
      res.setHeader(name, value);
    }
    next();
  };
}

/**
 * "private, no-store" for every admin answer, unless the route names its own Cache-Control (the
 * private photo and CSV answers): then the route's value replaces this one. React Router's Express
 * adapter appends response headers, which used to send two Cache-Control headers.
 */
export function adminCacheControl() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "private, no-store");
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "cache-control" && value !== undefined
        ? res.set(field, value)
        : append(field, value);
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that another site's page could have sent: the Origin (else the
 * Referer) a browser attaches must name this very scheme and host. A write that carries neither is
 * refused too (every browser sends Origin on a POST; scripts must say where they come from).
 * Complements the SameSite=Lax session cookie. `tokenPaths` are exempt: their writes carry their own
 * authority in a signed URL token, use no session, and must work from mail programs (RFC 8058).
 */
export function sameOriginWrites(options: { tokenPaths?: readonly string[] } = {}) {
  const tokenPaths = new Set(options.tokenPaths ?? []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || tokenPaths.has(req.path)) return next();
    const source = req.headers.origin ?? req.headers.referer;
    const expected = originOf(`${req.protocol}://${req.headers.host ?? ""}`);
    if (!source || !expected || originOf(source) !== expected) {
      return res.status(403).type("text/plain").send("Forespørgslen blev afvist.");
    }
    next();
  };
}

/** Scheme, host and port, normalised (lower case, default port dropped); null when not a URL. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
