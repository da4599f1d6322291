import { expect, it } from "vitest";

// vitest.config.ts sets the zone in the process that starts the worker threads; without it, a machine's own zone
// would leak into every date a test makes.
it("runs every test in UTC, whatever the machine's zone", () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("UTC");
  expect(new Date(Date.UTC(2030, 6, 1)).getTimezoneOffset()).toBe(0);
});
