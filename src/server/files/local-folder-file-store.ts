import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isFileId, newStoredFileMeta, type FileStore, type NewFile, type StoredFileMeta } from "./file-store";

/**
 * Files in a folder on the server's disk, outside `public/` (so nothing there is ever served): `<id>` holds
 * the bytes and `<id>.json` what we know about them. The folder is created on the first write.
 */
export class LocalFolderFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async put(file: NewFile): Promise<StoredFileMeta> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const meta = newStoredFileMeta(file);
    // The bytes first: a metadata file always has its bytes next to it.
    await writeFile(path.join(this.dir, meta.id), file.bytes, { flag: "wx", mode: 0o600 });
    await writeFile(path.join(this.dir, `${meta.id}.json`), JSON.stringify(meta), { flag: "wx", mode: 0o600 });
    return meta;
  }

  async get(id: string) {
    if (!isFileId(id)) return null;
    try {
      const [metaText, bytes] = await Promise.all([
        readFile(path.join(this.dir, `${id}.json`), "utf8"),
        readFile(path.join(this.dir, id)),
      ]);
      return { meta: JSON.parse(metaText) as StoredFileMeta, bytes: new Uint8Array(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(id: string) {
    if (!isFileId(id)) return;
    await Promise.all([
      rm(path.join(this.dir, `${id}.json`), { force: true }),
      rm(path.join(this.dir, id), { force: true }),
    ]);
  }
}
