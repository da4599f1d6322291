/**
 * The in-process fuzz run, part of `npm test` as its own step on its own PGlite (scripts/test.ts), so that
 * counting every table's rows is exact: for every API route, FUZZ_RUNS (default 50) generated bad requests
 * are sent to the route handler itself, as the API integration tests do. `npm run fuzz` sends 1,000 per
 * route and server action to a production build instead.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Routes defer work with Next's after(), which needs the request scope of a running server; in process the
// work runs inline, so its rows are counted with the request that caused them (the production run, npm run
// fuzz, goes through the real after()).
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => task(),
}));
import * as loginCodeSendEmail from "@/app/api/loginCodeSendEmail/route";
import * as altcha from "@/app/api/altcha/route";
import * as callBack from "@/app/api/call_back/route";
import * as weekendCallBack from "@/app/api/call_back_for_wkd_booking/route";
import * as getIpCountry from "@/app/api/get_ip_country/route";
import * as getCountryInfo from "@/app/api/getCountryInfo/route";
import * as loginByVerifyCode from "@/app/api/loginByVerifyCode/route";
import * as storeList from "@/app/api/v2/store_list/route";
import * as seatMap from "@/app/api/v2/my_center/get_bookable_seat_map/route";
import * as seat from "@/app/api/v2/my_center/get_bookable_seat/route";
import * as userInfo from "@/app/api/v2/my_center/user_info/route";
import * as checkCartList from "@/app/api/v2/my_center/check_cart_list/route";
import * as mergeCart from "@/app/api/v2/my_center/merge_cart/route";
import * as operateCart from "@/app/api/v2/my_center/operate_cart/route";
import * as deleteCart from "@/app/api/v2/my_center/delete_cart/route";
import * as bookingIcs from "@/app/api/v2/my_center/booking_ics/route";
import * as consentPdf from "@/app/api/v2/my_center/consent_pdf/route";
import * as signConsent from "@/app/api/v2/my_center/sign_consent/route";
import * as programmeList from "@/app/api/v2/my_center/programme_list/route";
import * as applySessionTime from "@/app/api/v2/my_center/apply_session_time/route";
import * as modifyBooking from "@/app/api/v2/my_center/modify_booking/route";
import * as cancelBooking from "@/app/api/v2/my_center/cancel_booking/route";
import * as joinWaitlist from "@/app/api/v2/my_center/join_waitlist/route";
import * as waitlistList from "@/app/api/v2/my_center/waitlist_list/route";
import * as leaveWaitlist from "@/app/api/v2/my_center/leave_waitlist/route";
import * as acceptWaitlistOffer from "@/app/api/v2/my_center/accept_waitlist_offer/route";
import * as payOrderRest from "@/app/api/v2/my_center/pay_order_rest/route";
import * as proposeSessionTimes from "@/app/api/v2/my_center/propose_session_times/route";
import * as applySessionTimes from "@/app/api/v2/my_center/apply_session_times/route";
import * as exportData from "@/app/api/v2/my_center/export_data/route";
import * as quote from "@/app/api/v2/place_order/quote/route";
import * as hold from "@/app/api/v2/place_order/hold/route";
import * as placeOrder from "@/app/api/v2/place_order/placeRegisterBookingOrder/route";
import * as orderSecret from "@/app/api/v2/place_order/getRegisterBookingOrderSecret/route";
import * as buyGiftCard from "@/app/api/v2/gift_card/buy/route";
import * as stripeWebhook from "@/app/api/v2/payments/stripe_webhook/route";
import * as creditBalance from "@/app/api/v2/my_center/credit_balance/route";
import * as payOrder from "@/app/api/v2/place_order/payRegisterBookingOrder/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as apiDocs from "@/app/api/docs/route";
import * as nextFreeTime from "@/app/api/v2/my_center/get_next_free_time/route";
import * as acceptProposal from "@/app/api/v2/visit_proposal/accept/route";
import * as declineProposal from "@/app/api/v2/visit_proposal/decline/route";
import { createPool } from "@/db/client";
import { createSession } from "@/server/accounts/sessions";
import { addClinicDays, clinicDayOf } from "@/shared/clinic-time";
import { at, clinicId, createCustomer, holderKey } from "../support/booking-fixtures";
import { rowCounter } from "./row-counts";
import { documentedCodesByPath } from "./check-answer";
import { formatReport, fuzzTarget, requestInit, type TargetReport } from "./run-fuzz";
import { apiTargets, type SeedContext } from "./targets";

type Handler = (request: Request) => Promise<Response>;

/**
 * A multipart body as the bytes a client sends: undici's in-process FormData stream raises an unhandled
 * rejection when a route refuses the body before reading it all (a 413), which a real socket never does.
 */
async function asBytes({
  query,
  init,
}: {
  query: string;
  init: RequestInit;
}): Promise<{ query: string; init: RequestInit }> {
  if (!(init.body instanceof FormData)) return { query, init };
  const encoded = new Response(init.body);
  const headers = {
    ...(init.headers as Record<string, string>),
    "content-type": encoded.headers.get("content-type") ?? "",
  };
  return { query, init: { ...init, headers, body: new Uint8Array(await encoded.arrayBuffer()) } };
}
const routes: Record<string, Partial<Record<"GET" | "POST", unknown>>> = {
  "/api/loginCodeSendEmail": loginCodeSendEmail,
  "/api/altcha": altcha,
  "/api/call_back": callBack,
  "/api/call_back_for_wkd_booking": weekendCallBack,
  "/api/get_ip_country": getIpCountry,
  "/api/getCountryInfo": getCountryInfo,
  "/api/loginByVerifyCode": loginByVerifyCode,
  "/api/v2/store_list": storeList,
  "/api/v2/my_center/get_bookable_seat_map": seatMap,
  "/api/v2/my_center/get_bookable_seat": seat,
  "/api/v2/my_center/user_info": userInfo,
  "/api/v2/my_center/check_cart_list": checkCartList,
  "/api/v2/my_center/merge_cart": mergeCart,
  "/api/v2/my_center/operate_cart": operateCart,
  "/api/v2/my_center/delete_cart": deleteCart,
  "/api/v2/my_center/booking_ics": bookingIcs,
  "/api/v2/my_center/consent_pdf": consentPdf,
  "/api/v2/my_center/sign_consent": signConsent,
  "/api/v2/my_center/programme_list": programmeList,
  "/api/v2/my_center/get_next_free_time": nextFreeTime,
  "/api/v2/visit_proposal/accept": acceptProposal,
  "/api/v2/visit_proposal/decline": declineProposal,
  "/api/v2/my_center/apply_session_time": applySessionTime,
  "/api/v2/my_center/modify_booking": modifyBooking,
  "/api/v2/my_center/cancel_booking": cancelBooking,
  "/api/v2/my_center/join_waitlist": joinWaitlist,
  "/api/v2/my_center/waitlist_list": waitlistList,
  "/api/v2/my_center/leave_waitlist": leaveWaitlist,
  "/api/v2/my_center/accept_waitlist_offer": acceptWaitlistOffer,
  "/api/v2/my_center/pay_order_rest": payOrderRest,
  "/api/v2/my_center/propose_session_times": proposeSessionTimes,
  "/api/v2/my_center/apply_session_times": applySessionTimes,
  "/api/v2/my_center/export_data": exportData,
  "/api/v2/place_order/quote": quote,
  "/api/v2/place_order/hold": hold,
  "/api/v2/place_order/placeRegisterBookingOrder": placeOrder,
  "/api/v2/place_order/getRegisterBookingOrderSecret": orderSecret,
  "/api/v2/gift_card/buy": buyGiftCard,
  "/api/v2/payments/stripe_webhook": stripeWebhook,
  "/api/v2/my_center/credit_balance": creditBalance,
  "/api/v2/place_order/payRegisterBookingOrder": payOrder,
  "/api/openapi.json": openApi,
  "/api/docs": apiDocs,
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const pool = createPool(process.env.DATABASE_URL!, 1);
afterAll(() => pool.end());

let context: SeedContext;
let token: string;
beforeAll(async () => {
  const customer = await createCustomer();
  token = (await createSession(customer.id, false, new Date())).token;
  const day = addClinicDays(clinicDayOf(new Date(), "Europe/London"), 40);
  context = {
    clinics: {
      london: await clinicId("london"),
      capeTown: await clinicId("cape-town"),
      newYork: await clinicId("new-york"),
    },
    startsAt: at(day, "10:00", "Europe/London").toISOString(),
    month: day.slice(0, 7),
    day,
    holderKey: holderKey(),
    email: customer.email,
  };
});

describe("every API route answers generated bad input without a 5xx, with a documented code, writing nothing when it refuses", () => {
  it("covers every route under src/app/api", async () => {
    const { readdirSync } = await import("node:fs");
    const found = (readdirSync("src/app/api", { recursive: true }) as string[])
      .filter((f) => f.endsWith("route.ts"))
      .map((f) => `/api/${f.replace(/\/route\.ts$/, "")}`);
    expect(Object.keys(routes).sort()).toEqual(found.sort());
  });

  it(`sends ${RUNS} bad requests to each route`, { timeout: 300_000 }, async () => {
    const counts = await rowCounter(pool);
    // Each operation's answers are judged against the codes it documents in /api/openapi.json.
    const documented = documentedCodesByPath(await (await openApi.GET()).json());
    const reports: TargetReport[] = [];
    for (const target of apiTargets(context)) {
      const handler = routes[target.path]?.[target.method] as Handler | undefined;
      expect(handler, target.path).toBeTypeOf("function");
      const headers: Record<string, string> = target.customer ? { authorization: `Bearer ${token}` } : {};
      reports.push(
        await fuzzTarget(
          {
            name: `${target.method} ${target.path}`,
            envelope: target.envelope,
            seed: target.seed,
            allowed: documented.get(target.path),
          },
          RUNS,
          RANDOM_SEED,
          async (bad) => {
            const { query, init } = await asBytes(requestInit(target.method, bad, headers));
            // Route handlers take (request, { params }); withCustomer reads the second argument.
            const response = await (handler as (r: Request, c: unknown) => Promise<Response>)(
              new Request(`http://localhost${target.path}?lang=en${query ? `&${query}` : ""}`, init),
              { params: Promise.resolve({}) },
            );
            return { status: response.status, text: await response.text() };
          },
          counts,
        ),
      );
    }
    console.log(reports.map(formatReport).join("\n"));
    const failures = reports.flatMap((r) =>
      r.failures.map((f) => `${r.name}: ${f.problem} (${f.label.slice(0, 120)})`),
    );
    expect(failures).toEqual([]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(RUNS * reports.length);
  });
});
