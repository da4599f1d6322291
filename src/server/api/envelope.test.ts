import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors/app-error";
import { logger } from "@/server/log/logger";
import { fail } from "./envelope";

const translate = (key: string) => `t:${key}`;

describe("the API's answer to a failure", () => {
  it("answers an unexpected error with the calm INTERNAL message and nothing of the error itself, and logs it with the request id", async () => {
    const logged: unknown[][] = [];
    const child = vi.spyOn(logger, "child").mockImplementation((bindings) => ({ error: (...args: unknown[]) => logged.push([bindings, ...args]) }) as never);
    const secret = new Error("relation \"users\" password=hunter2 at /srv/app/db.ts:12");
    const response = fail(secret, translate, { headers: new Headers({ "x-request-id": "3f1c2a9e-7b4d-4e0a-9a51-0c2d8e6f1b7a" }) });
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

  it("names a field with a catalogue key, never with the schema's own English wording", async () => {
    const parsed = z.object({ merge_id: z.uuid().optional(), area: z.enum(["uk", "us"]), store_id: z.number().int() }).safeParse({ merge_id: "nope", area: "mars", store_id: 1 });
    const zodAnswer = await fail(parsed.error, translate).json();
    expect(zodAnswer.data).toEqual({ fields: { merge_id: "t:errors.app.fieldInvalid", area: "t:errors.app.fieldInvalid" } });
    // Our own keys, bare or dotted, go through as they are.
    const own = await fail(new AppError("VALIDATION", {}, { store_id: "booking.form.selectClinic", item1: "treatmentRequired" }), translate).json();
    expect(own.data).toEqual({ fields: { store_id: "t:booking.form.selectClinic", item1: "t:treatmentRequired" } });
  });
});
