import "server-only";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import {
  isFileId,
  newStoredFileMeta,
  type FileStore,
  type NewFile,
  type StoredFile,
  type StoredFileMeta,
} from "../file-store";

export interface S3FileStoreConfig {
  bucket: string;
  /** An S3-compatible server's address; unset for AWS S3. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Every key starts with it ("" or e.g. "aurum/"). */
  prefix: string;
}

/** A missing object, in the shapes the SDK and S3-compatible servers report it. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === "NoSuchKey" || e?.Code === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404
  );
};

export function s3ClientFor(config: S3FileStoreConfig): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // A store that does not answer must not hold a request for ever (the SDK would retry for a long while).
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.accessKeyId && config.secretAccessKey)
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  return new S3Client(options);
}

/**
 * Uploads in an S3-compatible bucket (decision 254), the store every instance shares: `<prefix><id>` holds the
 * bytes and `<prefix><id>.json` what we know about them, as the local folder keeps them (the bytes first, so a
 * metadata object always has its bytes). Objects are private (no ACL is set: the bucket's default, which should
 * block public access); nothing is served from the bucket directly: photos go through /media/photos, CVs through
 * the back office.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = "",
  ) {}

  private key(id: string, suffix = "") {
    return `${this.prefix}${id}${suffix}`;
  }

  async put(file: NewFile): Promise<StoredFileMeta> {
    const meta = newStoredFileMeta(file);
    // Content-Type of the object is generic: the bytes are sniffed again before anything serves them.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(meta.id),
        Body: file.bytes,
        ContentType: "application/octet-stream",
        IfNoneMatch: "*",
      }),
    );
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(meta.id, ".json"),
        Body: JSON.stringify(meta),
        ContentType: "application/json",
        IfNoneMatch: "*",
      }),
    );
    return meta;
  }

  async get(id: string): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    try {
      const [metaObject, bytesObject] = await Promise.all([
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id, ".json") })),
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) })),
      ]);
      const [metaText, bytes] = await Promise.all([
        metaObject.Body!.transformToString("utf8"),
        bytesObject.Body!.transformToByteArray(),
      ]);
      return { meta: JSON.parse(metaText) as StoredFileMeta, bytes: new Uint8Array(bytes) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    if (!isFileId(id)) return;
    // Deleting a missing key is not an error in S3.
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: this.key(id, ".json") }, { Key: this.key(id) }], Quiet: true },
      }),
    );
  }
}
