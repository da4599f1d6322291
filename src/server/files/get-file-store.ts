import "server-only";
import path from "node:path";
import type { FileStore, StoredFile } from "./file-store";
import { LocalFolderFileStore } from "./local-folder-file-store";

/** FILE_STORE_DIR, else ./data/files (next to the embedded database, outside public/). */
// turbopackIgnore: a folder chosen at run time; without it the build traces the whole project into the output.
export const fileStoreDir = () =>
  path.resolve(/*turbopackIgnore: true*/ process.env.FILE_STORE_DIR || path.join(process.cwd(), "data", "files"));

/** The store uploads go to. One place to swap in an S3-compatible store. Read per call, so tests can point it at a temp dir. */
export function fileStore(): FileStore {
  return new LocalFolderFileStore(fileStoreDir());
}

/** For the back office (managers download CVs): the file and what we know about it, or null. */
export async function getStoredFile(id: string): Promise<StoredFile | null> {
  return fileStore().get(id);
}
