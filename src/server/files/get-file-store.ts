import "server-only";
import path from "node:path";
import { env } from "@/config/env";
import type { FileStore, StoredFile } from "./file-store";
import { LocalFolderFileStore } from "./local-folder-file-store";
import { S3FileStore, s3ClientFor, type S3FileStoreConfig } from "./s3/s3-file-store";

/** FILE_STORE_DIR, else ./data/files (next to the embedded database, outside public/). */
// turbopackIgnore: a folder chosen at run time; without it the build traces the whole project into the output.
export const fileStoreDir = () =>
  path.resolve(/*turbopackIgnore: true*/ process.env.FILE_STORE_DIR || path.join(process.cwd(), "data", "files"));

const globalForS3 = globalThis as unknown as { aurumS3?: { key: string; store: S3FileStore } };

/**
 * The store uploads go to (decision 254): FILE_STORE=s3, a bucket every instance shares; otherwise a local folder,
 * for one instance. Read per call, so tests can point it at a temp dir; the S3 client is made once per
 * configuration and kept (its connections are reused).
 */
export function fileStore(): FileStore {
  const config = env();
  if (config.FILE_STORE !== "s3") return new LocalFolderFileStore(fileStoreDir());
  const s3: S3FileStoreConfig = {
    bucket: config.S3_BUCKET!,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === "1",
    prefix: config.S3_PREFIX,
  };
  const key = JSON.stringify(s3);
  if (globalForS3.aurumS3?.key !== key)
    globalForS3.aurumS3 = { key, store: new S3FileStore(s3ClientFor(s3), s3.bucket, s3.prefix) };
  return globalForS3.aurumS3.store;
}

/** For the back office (managers download CVs): the file and what we know about it, or null. */
export async function getStoredFile(id: string): Promise<StoredFile | null> {
  return fileStore().get(id);
}
