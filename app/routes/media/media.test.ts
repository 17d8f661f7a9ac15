import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storage } from "~/integrations/storage/index.server";
import type { Route } from "./+types/media";
import { loader } from "./media";

const get = (key: string, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`http://localhost/media/${key}`, { headers }),
    params: { "*": key },
    context: {},
  } as unknown as Route.LoaderArgs);

describe("GET /media/<key>", () => {
  it("serves a stored WebP with its type, a year's immutable caching and an ETag; 304 when unchanged", async () => {
    const body = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    const key = `images/12345674/${Date.now()}-medie-0a1b2c3d.webp`;
    await storage().put(key, body, "image/webp");

    const response = await get(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(key, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get(key, { "if-none-match": '"noget-andet"' })).status).toBe(200);
  });

  it("answers 404 for unknown and unsafe keys", async () => {
    for (const key of [
      "images/12345674/findes-ikke.webp",
      "../../etc/passwd",
      "images/../../auth-secret",
      "/etc/passwd",
      "images//x.webp",
      "",
    ]) {
      const response = await get(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("never serves anything but raster images, so nothing under /media can run script", async () => {
    await storage().put("images/12345674/side.html", Buffer.from("<script>alert(1)</script>"), "text/html");
    await storage().put(
      "images/12345674/tegning.svg",
      Buffer.from("<svg onload='alert(1)'/>"),
      "image/svg+xml",
    );
    expect((await get("images/12345674/side.html")).status).toBe(404);
    expect((await get("images/12345674/tegning.svg")).status).toBe(404);
    // The disk store's bookkeeping file next to an upload is not served either.
    await storage().put("images/12345674/foto.webp", Buffer.from("RIFF"), "image/webp");
    expect((await get("images/12345674/foto.webp.type")).status).toBe(404);
  });
});
