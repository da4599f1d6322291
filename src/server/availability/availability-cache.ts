import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { clinicAvailabilityVersions } from "@/db/schema";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";

/**
 * Availability's reads, kept per clinic and version (decision 269). Triggers (migration 0038) give a clinic a new
 * version, from one sequence, in the transaction of every write to its row, chairs, closures or chair slots. A read
 * asks the version first (one small query), then answers from what was kept for that version, or reads and keeps.
 *
 * Why it is exact, on any number of instances: the version is read before the data, so what is kept under a version
 * is at least as new as that version; a write commits its new version with itself, so the first read after the
 * commit asks for a version nothing was kept under. Nothing is told to other instances; nothing waits for a timer.
 * What changes with the clock and not with a write (a hold's expiry, the lead time) is not kept: the rows keep their
 * `liveUntil`, and the caller filters with its own `now`.
 */

/** A chair taken or closed, as read: a hold is live until it expires, a booking and a closure for good. */
export interface KeptBusy {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
  closure?: boolean;
  /** Epoch ms after which the row no longer takes its chair (a hold), or Infinity. */
  liveUntil: number;
}

interface Kept<T> {
  version: number;
  value: T;
  size: number;
}

/**
 * A bounded map from key to what was read at a version, least recently used dropped first. Bounded twice: in
 * entries, and in rows (a busy clinic's month is a few thousand), so no mix of clinics, months and visit lengths grows
 * it without end.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Kept<T>>();
  private size = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: string, version: number): T | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.version !== version) {
      this.delete(key, kept);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  set(key: string, version: number, value: T, size = 1): void {
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    if (size > this.maxSize) return;
    this.entries.set(key, { version, value, size });
    this.size += size;
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.size <= this.maxSize) break;
      this.delete(oldest, kept);
    }
  }

  get length(): number {
    return this.entries.size;
  }

  private delete(key: string, kept: Kept<T>) {
    this.entries.delete(key);
    this.size -= kept.size;
  }
}

interface Caches {
  clinics: VersionedCache<BookingClinic>;
  busy: VersionedCache<KeptBusy[]>;
}

/** One set of caches per database client: a test's fresh database never answers from another's. */
const cachesByDb = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = { clinics: new VersionedCache(256, 256), busy: new VersionedCache(512, 300_000) };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** The clinic's availability version now: 0 until its first write after migration 0038. */
export async function availabilityVersion(clinicId: number, db: Database = getDb()): Promise<number> {
  const result = await db.execute<{ version: string | number | null }>(
    sql`select (select ${clinicAvailabilityVersions.version} from ${clinicAvailabilityVersions}
                 where ${clinicAvailabilityVersions.clinicId} = ${clinicId}) as version`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

/** A clinic's availability reads at one version: the clinic, then its busy times over a range, each read once. */
export interface AvailabilityReads {
  clinic(): Promise<BookingClinic | null>;
  busy(clinic: BookingClinic, from: Date, to: Date, read: () => Promise<KeptBusy[]>): Promise<KeptBusy[]>;
}

/** Reads for one clinic, kept under its version as it is now. */
export async function availabilityReads(clinicId: number, db: Database = getDb()): Promise<AvailabilityReads> {
  const version = await availabilityVersion(clinicId, db);
  const caches = cachesOf(db);
  return {
    async clinic() {
      const key = String(clinicId);
      const kept = caches.clinics.get(key, version);
      if (kept !== undefined) return kept;
      const clinic = await getBookingClinic(clinicId, db);
      // An id with no clinic is not kept: creating a clinic gives it no version of its own until its first chair.
      if (clinic) caches.clinics.set(key, version, clinic);
      return clinic;
    },
    async busy(clinic, from, to, read) {
      const key = `${clinic.id}|${from.getTime()}|${to.getTime()}`;
      const kept = caches.busy.get(key, version);
      if (kept) return kept;
      const rows = await read();
      caches.busy.set(key, version, rows, Math.max(1, rows.length));
      return rows;
    },
  };
}

/** The rows that take their chair at `now`, as availability's rules read them. */
export function liveAt(rows: readonly KeptBusy[], now: Date): KeptBusy[] {
  const at = now.getTime();
  return rows.filter((row) => row.liveUntil > at);
}
