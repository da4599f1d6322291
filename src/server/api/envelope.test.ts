import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors/app-error";
import { logger } from "@/server/log/logger";
import { apiTranslator } from "./api-translator";
import { fail } from "./envelope";

/** Every key is known: shows which key the envelope asked for. */
const translate = Object.assign((key: string) => `t:${key}`, { has: () => true });

describe("the API's answer to a failure", () => {
  it("answers an unexpected error with the calm INTERNAL message and nothing of the error itself, and logs it with the request id", async () => {
    const logged: unknown[][] = [];
    const child = vi
      .spyOn(logger, "child")
      .mockImplementation((bindings) => ({ error: (...args: unknown[]) => logged.push([bindings, ...args]) }) as never);
    const secret = new Error('relation "users" password=hunter2 at /srv/app/db.ts:12');
    const response = fail(secret, translate, {
      headers: new Headers({ "x-request-id": "3f1c2a9e-7b4d-4e0a-9a51-0c2d8e6f1b7a" }),
    });
    child.mockRestore();

    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ code: expect.any(Number), msg: "t:internal", data: null });
    expect(JSON.stringify(body)).not.toMatch(/hunter2|db\.ts|relation/);
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toEqual({ requestId: "3f1c2a9e-7b4d-4e0a-9a51-0c2d8e6f1b7a" });
    expect(logged[0]![1]).toEqual({ err: secret });
  });

  it("answers an expected error with its own status and message, without logging it as a fault", async () => {
    const child = vi.spyOn(logger, "child");
    const response = fail(new AppError("LEAD_TIME", { phone: "+44", email: "x@y" }), translate);
    expect(child).not.toHaveBeenCalled();
    child.mockRestore();
    expect(response.status).toBeLessThan(500);
  });

  it("names a field with a catalogue key, never with the schema's own English wording nor a key no catalogue holds", async () => {
    const english = await apiTranslator("en");
    const parsed = z
      .object({ merge_id: z.uuid().optional(), area: z.enum(["uk", "us"]), store_id: z.number().int() })
      .safeParse({ merge_id: "nope", area: "mars", store_id: 1 });
    const zodAnswer = await fail(parsed.error, english).json();
    expect(zodAnswer.data).toEqual({
      fields: { merge_id: "Please check this value.", area: "Please check this value." },
    });
    // Our own keys, bare or dotted, go through as they are; a key that no catalogue holds is not shown raw.
    const own = await fail(
      new AppError(
        "VALIDATION",
        {},
        { store_id: "booking.form.selectClinic", email: "emailInvalid", x: "booking.form.noSuchKey" },
      ),
      english,
    ).json();
    expect(own.data).toEqual({
      fields: {
        store_id: english("booking.form.selectClinic"),
        email: english("emailInvalid"),
        x: "Please check this value.",
      },
    });
    expect(own.data.fields.store_id).not.toMatch(/^booking\./);
    expect(own.data.fields.email).not.toBe("emailInvalid");
    // The same in Arabic.
    const arabic = await fail(parsed.error, await apiTranslator("ar")).json();
    expect(arabic.data.fields.merge_id).toBe((await apiTranslator("ar"))("errors.app.fieldInvalid"));
    expect(arabic.data.fields.merge_id).toMatch(/[\u0600-\u06FF]/);
  });
});
