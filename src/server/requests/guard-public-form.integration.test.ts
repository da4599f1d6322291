import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { guardPublicForm, type PublicForm } from "./guard-public-form";

const now = new Date("2026-11-22T12:00:00Z");

/** One send of `form` from `ip` (and `email`), its bot check solved, at `at`. */
const send = async (form: PublicForm, ip: string, email: string | null, at = now) =>
  guardPublicForm({ form, ip, email, botCheck: await solvedBotCheck(form), honeypot: "", now: at });

describe("guardPublicForm", () => {
  it("lets five sends from one e-mail through in an hour and refuses the sixth, whatever the address", async () => {
    const email = `guard-${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) {
      await send("contact", `203.0.113.${i}-${randomUUID()}`, email);
    }
    expect(await outcomeOf(send("contact", randomUUID(), email))).toBe("RATE_LIMITED");
    // Another form keeps its own count.
    expect(await outcomeOf(send("call-back", randomUUID(), email))).toBe("passed");
  });

  it("refuses the 21st send from one address in an hour", async () => {
    const ip = `198.51.100.${randomUUID()}`;
    for (let i = 0; i < 20; i++) {
      await send("newsletter", ip, `n${i}-${randomUUID()}@example.com`);
    }
    expect(await outcomeOf(send("newsletter", ip, `late-${randomUUID()}@example.com`))).toBe("RATE_LIMITED");
    expect(await outcomeOf(send("newsletter", ip, null, new Date(now.getTime() + 61 * 60_000)))).toBe("passed");
  });

  it("does not count a refused bot against the address", async () => {
    const ip = `192.0.2.${randomUUID()}`;
    for (let i = 0; i < 25; i++) {
      expect(
        await outcomeOf(guardPublicForm({ form: "spa", ip, email: null, botCheck: undefined, honeypot: "", now })),
      ).toBe("BOT_CHECK");
    }
    expect(await outcomeOf(send("spa", ip, null))).toBe("passed");
  });
});
