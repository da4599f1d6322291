import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { guardPublicForm } from "./guard-public-form";

const now = new Date("2026-11-22T12:00:00Z");

describe("guardPublicForm", () => {
  it("lets five sends from one e-mail through in an hour and refuses the sixth, whatever the address", async () => {
    const email = `guard-${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) {
      await guardPublicForm({
        form: "contact",
        ip: `203.0.113.${i}-${randomUUID()}`,
        email,
        botCheck: await solvedBotCheck("contact"),
        honeypot: "",
        now,
      });
    }
    expect(
      await outcomeOf(
        guardPublicForm({
          form: "contact",
          ip: randomUUID(),
          email,
          botCheck: await solvedBotCheck("contact"),
          honeypot: "",
          now,
        }),
      ),
    ).toBe("RATE_LIMITED");
    // Another form keeps its own count.
    expect(
      await outcomeOf(
        guardPublicForm({
          form: "call-back",
          ip: randomUUID(),
          email,
          botCheck: await solvedBotCheck("call-back"),
          honeypot: "",
          now,
        }),
      ),
    ).toBe("passed");
  });

  it("refuses the 21st send from one address in an hour", async () => {
    const ip = `198.51.100.${randomUUID()}`;
    for (let i = 0; i < 20; i++) {
      await guardPublicForm({
        form: "newsletter",
        ip,
        email: `n${i}-${randomUUID()}@example.com`,
        botCheck: await solvedBotCheck("newsletter"),
        honeypot: "",
        now,
      });
    }
    expect(
      await outcomeOf(
        guardPublicForm({
          form: "newsletter",
          ip,
          email: `late-${randomUUID()}@example.com`,
          botCheck: await solvedBotCheck("newsletter"),
          honeypot: "",
          now,
        }),
      ),
    ).toBe("RATE_LIMITED");
    expect(
      await outcomeOf(
        guardPublicForm({
          form: "newsletter",
          ip,
          email: null,
          botCheck: await solvedBotCheck("newsletter"),
          honeypot: "",
          now: new Date(now.getTime() + 61 * 60_000),
        }),
      ),
    ).toBe("passed");
  });

  it("does not count a refused bot against the address", async () => {
    const ip = `192.0.2.${randomUUID()}`;
    for (let i = 0; i < 25; i++) {
      expect(
        await outcomeOf(guardPublicForm({ form: "spa", ip, email: null, botCheck: undefined, honeypot: "", now })),
      ).toBe("BOT_CHECK");
    }
    expect(
      await outcomeOf(
        guardPublicForm({ form: "spa", ip, email: null, botCheck: await solvedBotCheck("spa"), honeypot: "", now }),
      ),
    ).toBe("passed");
  });
});
