import fs from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { RouterContextProvider } from "react-router";
import { assertSafeKey, storage } from "~/integrations/storage/index.server";
import { findOwner } from "~/server/auth/require-owner.server";
import type { RequestInfo } from "~/server/context";
import { log } from "~/server/log.server";
import { isPrivateKey } from "~/server/quote-requests/quote-photo-keys";
import { listExportPages } from "~/server/site-export/list-export-pages.server";
import { exportFileNames, rewriteExportHtml } from "~/server/site-export/rewrite-export-html";
import { sitePath } from "~/server/tenancy/site-paths";

type Handler = (request: globalThis.Request, context: RouterContextProvider) => Promise<globalThis.Response>;

/** "Hent hele hjemmesiden" in settings downloads this. */
export const SITE_EXPORT_PATH = "/admin/hent-hjemmeside";

const REFUSED = `<!doctype html><html lang="da"><meta charset="utf-8"><title>Log ind for at hente hjemmesiden</title><p>Log ind som ejer for at hente din hjemmeside. <a href="/admin">Log ind</a></p></html>`;

/**
 * GET /admin/hent-hjemmeside: the signed-in owner's site as a zip of static files (docs/architecture.md
 * "Site export"). Each page is rendered by the live site's own routes (React Router, as a cached page
 * would be), its links made relative (app/server/site-export/rewrite-export-html.ts), and written into
 * the zip as soon as it is ready, followed by the images and CSS it uses: the zip streams to the response
 * (fflate), one file in memory at a time. Only ever the owner's own company (from the session); without
 * a session a polite 403.
 */
export function siteExport(
  handleRequest: Handler,
  clientDir: string | null,
  loadContext: (info: RequestInfo) => RouterContextProvider,
) {
  return async (req: Request, res: Response) => {
    const owner = await findOwner(new globalThis.Request("http://internal/", { headers: cookieOf(req) }));
    const plan = owner ? await listExportPages(owner.company.id) : null;
    if (!owner || !plan) {
      res.status(403).type("html").set("Cache-Control", "private, no-store").send(REFUSED);
      return;
    }
    res.status(200).set({
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${plan.name}"`,
      "Cache-Control": "private, no-store",
    });
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        res.destroy(error);
        return;
      }
      res.write(chunk);
      if (final) res.end();
    });
    const info = (res.locals as { info: RequestInfo }).info;
    const pageFiles = exportFileNames(plan.paths);
    const written = new Set<string>();
    try {
      for (const sitePagePath of plan.paths) {
        const response = await handleRequest(
          new globalThis.Request(`${info.protocol}://${info.host}${sitePath(sitePagePath)}`, {
            headers: { accept: "text/html" },
          }),
          loadContext({ ...info, nonce: "", siteCompanyId: owner.company.id }),
        );
        if (response.status !== 200) continue;
        const page = rewriteExportHtml(await response.text(), { pageFiles, liveOrigin: plan.liveOrigin });
        add(zip, pageFiles.get(sitePagePath)!, Buffer.from(page.html), true);
        for (const file of page.files) {
          if (written.has(file)) continue;
          written.add(file);
          const body = await readFile(file, clientDir);
          if (body) add(zip, file.slice(1), body, !file.startsWith("/media/"));
        }
      }
      zip.end();
    } catch (error) {
      log("error", "site export failed", { error: error instanceof Error ? error.message : String(error) });
      zip.terminate();
      res.destroy();
    }
  };
}

function cookieOf(req: Request): Record<string, string> {
  const cookie = req.headers.cookie;
  return cookie ? { cookie } : {};
}

/** One file into the zip; images are compressed already and are stored as they are. */
function add(zip: Zip, name: string, body: Uint8Array, deflate: boolean) {
  const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  entry.push(body, true);
}

/** An upload from storage (public ones only), or a build/public file from the client folder. */
async function readFile(file: string, clientDir: string | null): Promise<Uint8Array | null> {
  if (file.startsWith("/media/")) {
    const key = decodeURIComponent(file.slice("/media/".length));
    try {
      assertSafeKey(key);
    } catch {
      return null;
    }
    if (isPrivateKey(key)) return null;
    return (await storage().get(key))?.body ?? null;
  }
  if (!clientDir) return null;
  const root = path.resolve(clientDir);
  const full = path.resolve(root, `.${decodeURIComponent(file)}`);
  if (!full.startsWith(`${root}${path.sep}`)) return null;
  return fs.readFile(full).catch(() => null);
}
