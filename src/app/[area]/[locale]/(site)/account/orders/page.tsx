import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountEmpty, AccountShell } from "@/components/account/account-shell";
import { PayRestForm } from "@/components/account/pay-rest-form";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { env } from "@/config/env";
import { pathFor } from "@/i18n/paths";
import { formatMoney } from "@/i18n/format-money";
import type { RouteParams } from "@/i18n/route-params";
import { listCustomerOrders } from "@/server/orders/list-customer-orders";
import { isRestPayable } from "@/server/orders/settle-card-payment";
import { DetailRow } from "@/components/ui/detail-row";
import { accountDateTime, accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { TableHead } from "@/components/ui/table-head";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/orders", namespace: "account.orders" });
}

/** My Orders: each order's sums, what is left to pay and its payment history. */
export default async function MyOrdersPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/orders");
  const [t, orders] = await Promise.all([
    getTranslations({ locale, namespace: "account.orders" }),
    listCustomerOrders(user.id, locale),
  ]);
  const paymentMode = env().STRIPE_SECRET_KEY ? "stripe" : "sandbox";
  const when = accountDateTime(area, locale);

  return (
    <AccountShell area={area} locale={locale} current="orders" title={t("title")} intro={t("intro")}>
      {orders.length === 0 ? (
        <AccountEmpty testId="no-orders">{t("none")}</AccountEmpty>
      ) : (
        // What is left to pay online (PayRestForm) reads its words from this provider.
        <IslandIntl provider="orders" locale={locale}>
          <div className="grid gap-6">
            {orders.map((o) => {
              const money = (cents: number) => formatMoney(cents, o.currency, locale);
              return (
                <section
                  key={o.id}
                  aria-labelledby={`order-${o.number}`}
                  className="min-w-0 rounded-2xl border border-linen bg-white/80 p-5 shadow-sm sm:p-6"
                  data-testid="order"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`order-${o.number}`} className="text-2xl">
                      {t("order", { number: o.number })}
                    </h2>
                    <span className="rounded-full bg-sand px-3 py-1 text-xs font-medium" data-testid="order-status">
                      {t(`status.${o.status}`)}
                    </span>
                  </div>
                  <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                    <DetailRow term={t("created")}>{when(o.createdAt, o.timeZone)}</DetailRow>
                    <DetailRow term={t("payable")} valueClassName="font-medium">
                      {money(o.totalCents)}
                    </DetailRow>
                    <DetailRow term={t("paid")}>{money(o.paidCents)}</DetailRow>
                    <DetailRow term={t("left")} valueClassName="font-medium" valueTestId="order-left">
                      {money(o.leftToPayCents)}
                    </DetailRow>
                    <DetailRow term={t("programmes")}>{o.programmeCount}</DetailRow>
                    <DetailRow term={t("method")}>{t(`methods.${o.paymentMethod}`)}</DetailRow>
                  </dl>
                  <ul className="mt-4 grid gap-1 text-sm">
                    {o.lines.map((l) => (
                      <li key={l.title}>
                        <bdi>{`${l.quantity} × ${l.title}`}</bdi>
                      </li>
                    ))}
                  </ul>
                  {o.notes && (
                    <p className="mt-3 text-sm text-stone">
                      {t("notes")}: {o.notes}
                    </p>
                  )}
                  {isRestPayable(o) && (
                    <>
                      <p className="mt-3 rounded-xl bg-sand/60 p-3 text-xs text-stone">{t("payRest")}</p>
                      <PayRestForm
                        orderId={o.id}
                        orderNumber={o.number}
                        locale={locale}
                        paymentMode={paymentMode}
                        stripePublishableKey={paymentMode === "stripe" ? (env().STRIPE_PUBLISHABLE_KEY ?? null) : null}
                        returnUrl={pathFor(area, locale, "account/orders")}
                        amount={money(o.leftToPayCents)}
                      />
                    </>
                  )}
                  <h3 className="mt-5 text-lg">{t("history")}</h3>
                  {o.payments.length === 0 ? (
                    <p className="mt-2 text-sm text-stone">{t("noPayments")}</p>
                  ) : (
                    <div className="mt-2 overflow-x-auto">
                      <table className="w-full min-w-[30rem] text-start text-sm">
                        <TableHead
                          columns={[t("date"), t("means"), t("amount"), t("card"), t("state")]}
                          className="text-xs text-stone"
                          cellClassName="py-2 text-start font-normal"
                        />
                        <tbody>
                          {o.payments.map((p) => (
                            <tr key={p.id} className="border-t border-linen">
                              <td className="py-2">{when(p.createdAt, o.timeZone)}</td>
                              <td className="py-2">{t(`kinds.${p.kind}`)}</td>
                              <td className="py-2">{money(p.amountCents)}</td>
                              <td className="py-2">{p.cardLast4 ? <bdi dir="ltr">•••• {p.cardLast4}</bdi> : "—"}</td>
                              <td className="py-2">{t(`paymentStates.${p.state}`)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>
              );
            })}
          </div>
        </IslandIntl>
      )}
    </AccountShell>
  );
}
