import { describe, expect, it } from "vitest";
import { POST as seatMap } from "@/app/api/v2/my_center/get_bookable_seat_map/route";
import { POST as seats } from "@/app/api/v2/my_center/get_bookable_seat/route";
import { POST as operateCart } from "@/app/api/v2/my_center/operate_cart/route";
import { POST as mergeCart } from "@/app/api/v2/my_center/merge_cart/route";
import { POST as hold } from "@/app/api/v2/place_order/hold/route";
import { POST as quote } from "@/app/api/v2/place_order/quote/route";
import { getMonthAvailability } from "@/server/availability/get-availability";
import { daysOfMonth } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { clinicId, holderKey } from "../../../tests/support/booking-fixtures";
import { signedInCustomer } from "../../../tests/support/account-fixtures";

type Answer = { status: number; code: number; msg: string; data: { fields?: Record<string, string> } | null };

async function call(
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: BodyInit,
  init: { type?: string; token?: string; lang?: string } = {},
): Promise<Answer> {
  const response = await handler(
    new Request(`http://localhost${path}?lang=${init.lang ?? "en"}`, {
      method: "POST",
      headers: {
        "content-type": init.type ?? "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body,
    }),
  );
  return { status: response.status, ...((await response.json()) as Omit<Answer, "status">) };
}

describe("bad input is answered, never a 5xx or a dead server (issue 8)", () => {
  it("refuses month=9999-12 on the seat map at once instead of filling the heap", async () => {
    const started = Date.now();
    const answer = await call(
      seatMap,
      "/api/v2/my_center/get_bookable_seat_map",
      JSON.stringify({ store_id: await clinicId("london"), month: "9999-12", duration: 60 }),
    );
    expect(answer.code).toBe(4220);
    expect(answer.data?.fields?.month).toBe("Please choose a date between last month and twelve months ahead.");
    expect(Date.now() - started).toBeLessThan(5_000);
    // The day list itself no longer loops at the calendar's end.
    expect(daysOfMonth("9999-12")).toHaveLength(31);
  });

  it("answers months from last month to twelve months ahead, and nothing outside", async () => {
    const now = new Date("2031-06-15T12:00:00Z");
    const london = await clinicId("london");
    await expect(
      getMonthAvailability({ clinicId: london, month: "2031-05", durationMinutes: 60 }, now),
    ).resolves.toHaveLength(31);
    await expect(
      getMonthAvailability({ clinicId: london, month: "2032-06", durationMinutes: 60 }, now),
    ).resolves.toHaveLength(30);
    for (const month of ["2031-04", "2032-07", "0000-01"]) {
      await expect(getMonthAvailability({ clinicId: london, month, durationMinutes: 60 }, now)).rejects.toBeInstanceOf(
        AppError,
      );
    }
  });

  it("refuses a far-away day on the day view with the date message", async () => {
    const answer = await call(
      seats,
      "/api/v2/my_center/get_bookable_seat",
      JSON.stringify({ store_id: await clinicId("london"), date: "9999-12-31", duration: 60 }),
    );
    expect(answer.code).toBe(4220);
    expect(answer.data?.fields?.date).toMatch(/twelve months/);
  });

  it("answers an unknown clinic on the cart calls with 'select booking clinic', not a foreign-key violation", async () => {
    const { token } = await signedInCustomer();
    const answer = await call(
      operateCart,
      "/api/v2/my_center/operate_cart",
      JSON.stringify({ store_id: 987654, goods_code: "AFI", bookNumber: 1 }),
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(5104);
    expect(answer.msg).toBe("Please select the booking clinic.");
    const huge = await call(
      operateCart,
      "/api/v2/my_center/operate_cart",
      JSON.stringify({ store_id: "99999999999", goods_code: "AFI", bookNumber: 1 }),
      { token },
    );
    expect(huge.code).toBe(4220);
    expect(huge.data?.fields?.store_id).toBe("Please select the booking clinic.");
  });

  it("refuses a NUL byte in any text field through the schema", async () => {
    const { token } = await signedInCustomer();
    const london = await clinicId("london");
    const merged = await call(
      mergeCart,
      "/api/v2/my_center/merge_cart",
      JSON.stringify({ store_id: london, cart_data: [{ code: "AF\u0000I", quantity: 1 }] }),
      { token },
    );
    expect(merged.code).toBe(4220);
    // (A hold has no text field any more: its holder is the signed cookie.)
    const quoted = await call(
      quote,
      "/api/v2/place_order/quote",
      JSON.stringify({ lines: [{ code: "AFI", quantity: 1 }], couponCode: "WEL\u0000COME" }),
      { token },
    );
    expect(quoted.code).toBe(4220);
  });

  it("refuses a year-10000 start as a wrong time", async () => {
    const answer = await call(
      hold,
      "/api/v2/place_order/hold",
      JSON.stringify({
        clinicId: await clinicId("london"),
        startsAt: "+010000-01-01T10:00:00Z",
        durationMinutes: 60,
        holderKey: holderKey(),
      }),
    );
    expect(answer.code).toBe(4220);
    expect(answer.data?.fields?.startsAt).toBe("Please choose a time for your appointment.");
  });

  it("answers a body over the limit with 4130 (HTTP 200, decision 151) and a localized message, declared or streamed", async () => {
    const big = JSON.stringify({ store_id: 1, month: "x".repeat(1024 * 1024), duration: 60 });
    const declared = await call(seatMap, "/api/v2/my_center/get_bookable_seat_map", big, { lang: "de" });
    expect(declared.status).toBe(200);
    expect(declared.code).toBe(4130);
    expect(declared.msg).toMatch(/zu groß/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("a=".padEnd(8 * 1024, "b")));
        controller.close();
      },
    });
    const streamed = await seatMap(
      new Request("http://localhost/api/v2/my_center/get_bookable_seat_map", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(200);
    expect(((await streamed.json()) as { code: number }).code).toBe(4130);
  });

  it("maps every database input error to an AppError in one place", () => {
    const wrapped = (code: string, constraint?: string) =>
      Object.assign(new Error("query failed"), { cause: Object.assign(new Error("pg"), { code, constraint }) });
    expect(appErrorFromDatabase(wrapped("22021"))?.code).toBe("VALIDATION");
    expect(appErrorFromDatabase(wrapped("22008"))?.code).toBe("VALIDATION");
    expect(appErrorFromDatabase(wrapped("22P02"))?.code).toBe("VALIDATION");
    expect(appErrorFromDatabase(wrapped("23505"))?.code).toBe("CONFLICT");
    expect(appErrorFromDatabase(wrapped("23503", "baskets_clinic_id_clinics_id_fk"))?.code).toBe("CLINIC_REQUIRED");
    expect(appErrorFromDatabase(wrapped("23503", "orders_user_id_users_id_fk"))?.code).toBe("VALIDATION");
    expect(appErrorFromDatabase(wrapped("57014"))).toBeNull();
    expect(appErrorFromDatabase(new Error("plain"))).toBeNull();
  });
});

describe("what the production fuzz run found (issue 8)", () => {
  it("refuses basket lines that are not objects on merge_cart instead of a 500", async () => {
    const { token } = await signedInCustomer();
    const answer = await call(
      mergeCart,
      "/api/v2/my_center/merge_cart",
      JSON.stringify({ store_id: await clinicId("london"), cart_data: [-1140758633, "%rkH`", 887926070, null] }),
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(4220);
  });
});
