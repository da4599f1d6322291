import "server-only";

/** Use cases take `now` from their caller so tests can move time (rate-limit windows, expiries). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
