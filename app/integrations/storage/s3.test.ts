import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "./s3.server";
import type { Storage } from "./types";

// A real S3 API over HTTP on loopback: s3rver keeps objects in a temporary folder.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hv-s3rver-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: "uploads" }],
});
let storage: Storage;

beforeAll(async () => {
  const { port } = await server.run();
  storage = s3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: "eu-north-1",
    bucket: "uploads",
    // s3rver's fixed development credentials
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("S3 storage", () => {
  it("stores, reads back and deletes an object with its content type", async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.put("images/12345678/1700000000-tag.webp", body, "image/webp");
    expect(await storage.get("images/12345678/1700000000-tag.webp")).toEqual({
      body,
      contentType: "image/webp",
    });
    await storage.delete("images/12345678/1700000000-tag.webp");
    expect(await storage.get("images/12345678/1700000000-tag.webp")).toBeNull();
  });

  it("answers null for a key that was never stored, and deleting it is no error", async () => {
    expect(await storage.get("images/12345678/findes-ikke.webp")).toBeNull();
    await expect(storage.delete("images/12345678/findes-ikke.webp")).resolves.toBeUndefined();
  });

  it("keeps each object's own content type", async () => {
    await storage.put("logos/12345678/1-logo.png", Buffer.from("png"), "image/png");
    await storage.put("images/12345678/2-foto.jpg", Buffer.from("jpg"), "image/jpeg");
    expect((await storage.get("logos/12345678/1-logo.png"))?.contentType).toBe("image/png");
    expect((await storage.get("images/12345678/2-foto.jpg"))?.contentType).toBe("image/jpeg");
  });

  it("refuses keys that are not safe paths", async () => {
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /unsafe storage key/,
    );
  });
});
