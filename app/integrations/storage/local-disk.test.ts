import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localDiskStorage } from "./local-disk.server";

describe("local disk storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hv-storage-"));
  const storage = localDiskStorage(root);

  it("stores, reads back and deletes a file with its content type", async () => {
    await storage.put("images/12345678/1700000000-tag.webp", Buffer.from("RIFF"), "image/webp");
    expect(await storage.get("images/12345678/1700000000-tag.webp")).toEqual({
      body: Buffer.from("RIFF"),
      contentType: "image/webp",
    });
    await storage.delete("images/12345678/1700000000-tag.webp");
    expect(await storage.get("images/12345678/1700000000-tag.webp")).toBeNull();
  });

  it("refuses keys that could leave the folder", async () => {
    for (const key of ["../etc/passwd", "/etc/passwd", "images/../../x", "images//x", "images/a b.webp"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe storage key/);
    }
  });
});
