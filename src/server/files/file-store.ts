import { randomUUID } from "node:crypto";
import { storedFileName } from "./stored-file-name";

/**
 * Where uploaded files live (issue 12: CVs). A small interface so the local folder used today can be
 * replaced by an S3-compatible store without touching the use cases. Files are never served to the
 * public: only the back office reads them, through getStoredFile.
 */
export interface StoredFileMeta {
  id: string;
  /** The name the visitor's file had (shown to staff, never used as a path). */
  name: string;
  /** Judged from the file's bytes, not its name. */
  contentType: string;
  size: number;
  createdAt: string;
}

export interface StoredFile {
  meta: StoredFileMeta;
  bytes: Uint8Array;
}

/** What a store is asked to keep. */
export interface NewFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  now: Date;
}

export interface FileStore {
  /** Keep the bytes under a new random id. */
  put(file: NewFile): Promise<StoredFileMeta>;
  get(id: string): Promise<StoredFile | null>;
  /** Nothing happens when the file is already gone. */
  delete(id: string): Promise<void>;
}

/** Store ids are random UUIDs: anything else is refused before it reaches a path or a key. */
export const isFileId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** The metadata every store keeps for a new file: a new random id and the name storedFileName gives it. */
export function newStoredFileMeta(file: NewFile): StoredFileMeta {
  return {
    id: randomUUID(),
    name: storedFileName(file.name, file.contentType),
    contentType: file.contentType,
    size: file.bytes.byteLength,
    createdAt: file.now.toISOString(),
  };
}
