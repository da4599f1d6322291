/**
 * The shared file store (decision 254) against a real S3-compatible server started here (s3rver, in this process,
 * on a free port, over a temporary folder): the adapter's contract as the local folder keeps it, and the photos and
 * CVs of the site going through it when FILE_STORE=s3, nothing on the local disk.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dirs = vi.hoisted(() => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { mkdtempSync } = require("node:fs") as typeof import("node:fs");
  const { tmpdir } = require("node:os") as typeof import("node:os");
  const { join } = require("node:path") as typeof import("node:path");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const local = mkdtempSync(join(tmpdir(), "aurum-s3-local-"));
  // Read by env() on first use: every upload of this file goes to the bucket; the local folder must stay empty.
  process.env.FILE_STORE_DIR = local;
  process.env.FILE_STORE = "s3";
  process.env.S3_BUCKET = "aurum-test-files";
  process.env.S3_FORCE_PATH_STYLE = "1";
  process.env.S3_ACCESS_KEY_ID = "S3RVER";
  process.env.S3_SECRET_ACCESS_KEY = "S3RVER";
  process.env.S3_PREFIX = "site/";
  return { local };
});

import { fileStore, getStoredFile } from "@/server/files/get-file-store";
import { S3FileStore, s3ClientFor } from "./s3-file-store";
import { removePhoto, savePhoto } from "@/server/photos/manage-photos";
import { servedPhoto } from "@/server/photos/read-photos";
import { tinyPng } from "../../../../tests/support/png";
import { minimalPdf } from "../../../../tests/support/documents";
import { createStaff } from "../../../../tests/support/staff-fixtures";

const NOW = new Date("2032-04-01T09:00:00Z");
const bucketDir = mkdtempSync(path.join(tmpdir(), "aurum-s3-bucket-"));
let server: S3rver;
let endpoint = "";

const client = () =>
  s3ClientFor({
    bucket: "aurum-test-files",
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix: "",
  });
const keys = async () =>
  ((await client().send(new ListObjectsV2Command({ Bucket: "aurum-test-files" }))).Contents ?? []).map((o) => o.Key);

beforeAll(async () => {
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: bucketDir });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  process.env.S3_ENDPOINT = endpoint;
  await client().send(new CreateBucketCommand({ Bucket: "aurum-test-files" }));
});
afterAll(async () => {
  await server?.close();
  rmSync(bucketDir, { recursive: true, force: true });
  rmSync(dirs.local, { recursive: true, force: true });
});

describe("the S3-compatible file store (decision 254)", () => {
  it("keeps the bytes and what we know about them, byte for byte, under the configured prefix", async () => {
    const store = fileStore();
    expect(store).toBeInstanceOf(S3FileStore);
    const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 256);
    const meta = await store.put({ name: "Zoë’s CV — 履歴書.pdf", contentType: "application/pdf", bytes, now: NOW });
    expect(meta).toMatchObject({ name: "Zoë’s CV — 履歴書.pdf", size: bytes.byteLength, createdAt: NOW.toISOString() });
    expect(await keys()).toEqual(expect.arrayContaining([`site/${meta.id}`, `site/${meta.id}.json`]));
    // Another instance's store (a new client) reads what this one wrote.
    const elsewhere = new S3FileStore(client(), "aurum-test-files", "site/");
    const found = await elsewhere.get(meta.id);
    expect(found?.meta).toEqual(meta);
    expect(Buffer.from(found!.bytes).equals(Buffer.from(bytes))).toBe(true);
    await elsewhere.delete(meta.id);
    expect(await store.get(meta.id)).toBeNull();
    expect(await keys()).not.toContain(`site/${meta.id}`);
  });

  it("answers null for an unknown or malformed id, and deleting twice is fine", async () => {
    const store = fileStore();
    expect(await store.get("00000000-0000-4000-8000-000000000000")).toBeNull();
    for (const id of ["../etc/passwd", "a\u0000b", "x".repeat(10_000), ""]) expect(await store.get(id)).toBeNull();
    await store.delete("00000000-0000-4000-8000-000000000000");
    await store.delete("../../outside");
  });

  it("stores a back-office photo there and serves it from there, and removes it", async () => {
    const manager = await createStaff("manager", ["london"]);
    const png = tinyPng();
    const { digest } = await savePhoto(
      manager,
      { subject: "team", key: "whitcombe", "alt-en": "Dr Whitcombe in the London clinic" },
      new File([new Uint8Array(png)], "whitcombe.png"),
      NOW,
    );
    const served = await servedPhoto(`${digest}.png`);
    expect(Buffer.from(served!.bytes).equals(Buffer.from(png))).toBe(true);
    const before = (await keys()).length;
    await removePhoto(manager, { subject: "team", key: "whitcombe" }, NOW);
    expect(await servedPhoto(`${digest}.png`)).toBeNull();
    expect((await keys()).length).toBe(before - 2);
  });

  it("keeps a careers CV there for the back office to download, and nothing on the local disk", async () => {
    const pdf = minimalPdf("A careers CV");
    const meta = await fileStore().put({ name: "cv.pdf", contentType: "application/pdf", bytes: pdf, now: NOW });
    expect(Buffer.from((await getStoredFile(meta.id))!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(readdirSync(dirs.local)).toEqual([]);
  });
});
