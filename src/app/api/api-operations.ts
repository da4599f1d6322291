import type { ApiHandler } from "@/server/api/api-route";
import type { DocumentedContract } from "@/server/api/openapi-document";
import * as callBack from "./call_back/route";
import * as callBackForWkdBooking from "./call_back_for_wkd_booking/route";
import * as getIpCountry from "./get_ip_country/route";
import * as getCountryInfo from "./getCountryInfo/route";
import * as loginByVerifyCode from "./loginByVerifyCode/route";
import * as loginCodeSendEmail from "./loginCodeSendEmail/route";
import * as storeList from "./v2/store_list/route";
import * as myCenterGetBookableSeatMap from "./v2/my_center/get_bookable_seat_map/route";
import * as myCenterGetBookableSeat from "./v2/my_center/get_bookable_seat/route";
import * as myCenterGetNextFreeTime from "./v2/my_center/get_next_free_time/route";
import * as myCenterUserInfo from "./v2/my_center/user_info/route";
import * as myCenterCreditBalance from "./v2/my_center/credit_balance/route";
import * as myCenterProgrammeList from "./v2/my_center/programme_list/route";
import * as myCenterCheckCartList from "./v2/my_center/check_cart_list/route";
import * as myCenterMergeCart from "./v2/my_center/merge_cart/route";
import * as myCenterOperateCart from "./v2/my_center/operate_cart/route";
import * as myCenterDeleteCart from "./v2/my_center/delete_cart/route";
import * as myCenterApplySessionTime from "./v2/my_center/apply_session_time/route";
import * as myCenterProposeSessionTimes from "./v2/my_center/propose_session_times/route";
import * as myCenterApplySessionTimes from "./v2/my_center/apply_session_times/route";
import * as myCenterPayOrderRest from "./v2/my_center/pay_order_rest/route";
import * as myCenterModifyBooking from "./v2/my_center/modify_booking/route";
import * as myCenterCancelBooking from "./v2/my_center/cancel_booking/route";
import * as myCenterBookingIcs from "./v2/my_center/booking_ics/route";
import * as myCenterConsentPdf from "./v2/my_center/consent_pdf/route";
import * as myCenterSignConsent from "./v2/my_center/sign_consent/route";
import * as myCenterExportData from "./v2/my_center/export_data/route";
import * as myCenterJoinWaitlist from "./v2/my_center/join_waitlist/route";
import * as myCenterWaitlistList from "./v2/my_center/waitlist_list/route";
import * as myCenterLeaveWaitlist from "./v2/my_center/leave_waitlist/route";
import * as myCenterAcceptWaitlistOffer from "./v2/my_center/accept_waitlist_offer/route";
import * as placeOrderQuote from "./v2/place_order/quote/route";
import * as placeOrderHold from "./v2/place_order/hold/route";
import * as placeOrderPlaceRegisterBookingOrder from "./v2/place_order/placeRegisterBookingOrder/route";
import * as placeOrderGetRegisterBookingOrderSecret from "./v2/place_order/getRegisterBookingOrderSecret/route";
import * as placeOrderPayRegisterBookingOrder from "./v2/place_order/payRegisterBookingOrder/route";
import * as giftCardBuy from "./v2/gift_card/buy/route";
import * as visitProposalAccept from "./v2/visit_proposal/accept/route";
import * as visitProposalDecline from "./v2/visit_proposal/decline/route";

/**
 * Every operation of the HTTP API, in the order of the reference. Each route declares its contract where its
 * handler is defined (withCustomer, withOptionalCustomer, publicRoute); this list only gathers them for the
 * OpenAPI document and the contract tests. Not listed: /api/altcha (the widget's own format), the Stripe
 * webhook (Stripe's), /api/openapi.json and /api/docs themselves.
 */
const modules: Record<string, unknown>[] = [
  callBack,
  callBackForWkdBooking,
  getIpCountry,
  getCountryInfo,
  loginByVerifyCode,
  loginCodeSendEmail,
  storeList,
  myCenterGetBookableSeatMap,
  myCenterGetBookableSeat,
  myCenterGetNextFreeTime,
  myCenterUserInfo,
  myCenterCreditBalance,
  myCenterProgrammeList,
  myCenterCheckCartList,
  myCenterMergeCart,
  myCenterOperateCart,
  myCenterDeleteCart,
  myCenterApplySessionTime,
  myCenterProposeSessionTimes,
  myCenterApplySessionTimes,
  myCenterModifyBooking,
  myCenterCancelBooking,
  myCenterBookingIcs,
  myCenterSignConsent,
  myCenterConsentPdf,
  myCenterExportData,
  myCenterPayOrderRest,
  myCenterJoinWaitlist,
  myCenterWaitlistList,
  myCenterLeaveWaitlist,
  myCenterAcceptWaitlistOffer,
  placeOrderQuote,
  placeOrderHold,
  placeOrderPlaceRegisterBookingOrder,
  placeOrderGetRegisterBookingOrderSecret,
  placeOrderPayRegisterBookingOrder,
  giftCardBuy,
  visitProposalAccept,
  visitProposalDecline,
];

export function apiContracts(): DocumentedContract[] {
  const seen = new Set<ApiHandler>();
  return modules.flatMap((m) =>
    Object.values(m)
      .filter(
        (h): h is ApiHandler =>
          typeof h === "function" &&
          "contract" in h &&
          !seen.has(h as ApiHandler) &&
          Boolean(seen.add(h as ApiHandler)),
      )
      .map((h) => h.contract),
  );
}
