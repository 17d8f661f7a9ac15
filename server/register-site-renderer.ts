import fs from "node:fs";
import path from "node:path";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { RequestInfo } from "~/server/context";
import { setSiteRenderer } from "~/server/site-files/site-renderer";
import { classifyHost } from "~/server/tenancy/classify-host";

type Handler = (request: globalThis.Request, context: RouterContextProvider) => Promise<globalThis.Response>;

/**
 * Lets the site-files store render pages with this app's request handler (docs/decisions/026): the
 * request a live page view makes (server/app.ts, renderSitePath) and the export make, without cookies
 * and without a nonce, so the files are the bytes a live render gives.
 */
export function registerSiteRenderer(options: {
  handleRequest: Handler;
  loadContext: (info: RequestInfo) => RouterContextProvider;
  build: () => Promise<ServerBuild>;
  clientDir: string | null;
  rootDomain: string;
}): void {
  // A production build is as old as its client folder; in development every start is a new build.
  const builtAt = options.clientDir ? fs.statSync(options.clientDir).mtimeMs : Date.now();
  setSiteRenderer({
    async render(url, site) {
      const response = await options.handleRequest(
        new globalThis.Request(url, {
          method: "GET",
          headers: new Headers({ host: site.host, accept: "text/html" }),
        }),
        options.loadContext({
          requestId: "publish",
          nonce: "",
          ip: "unknown",
          zone: classifyHost(site.host, options.rootDomain),
          siteCompanyId: site.companyId,
          host: site.host,
          protocol: url.startsWith("https:") ? "https" : "http",
        }),
      );
      return {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    build: async () => ({ id: (await options.build()).assets.version, builtAt }),
    assetsDir: options.clientDir ? path.join(options.clientDir, "assets") : null,
  });
}
