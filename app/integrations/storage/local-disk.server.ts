import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type Storage } from "./types";

/** Files under a folder (DATA_DIR/uploads); the content type is kept in a sidecar file. */
export function localDiskStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body, contentType) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.writeFile(`${file}.type`, contentType);
      await fs.rename(temp, file);
    },
    async get(key) {
      const file = fileFor(key);
      try {
        const [body, contentType] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.type`, "utf8").catch(() => "application/octet-stream"),
        ]);
        return { body, contentType };
      } catch (error) {
        // A folder (EISDIR: /media/<company folder>) or a path through a file (ENOTDIR) is no file either.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
  };
}
