import "server-only";

/**
 * The state and offer of an active waitlist entry as the lists show it (the desk's and the customer's): the
 * offered time only while the entry is offered and both its times are known.
 */
export function listedEntryState(r: { state: string; offerStartsAt: Date | null; offerExpiresAt: Date | null }): {
  state: "waiting" | "offered";
  offer: { startsAt: Date; expiresAt: Date } | null;
} {
  return {
    state: r.state as "waiting" | "offered",
    offer:
      r.state === "offered" && r.offerStartsAt && r.offerExpiresAt
        ? { startsAt: r.offerStartsAt, expiresAt: r.offerExpiresAt }
        : null,
  };
}
