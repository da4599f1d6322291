import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import type { CustomerProfile } from "@/server/customers/get-customer-profile";

const dateOnly = (d: Date) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(d);

/** Programmes, orders with payments, coupons, gift cards (masked) and requests: read-only lists. */
export async function CustomerRecords({ profile }: { profile: CustomerProfile }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.records" });
  const box = "rounded-xl border border-linen bg-white p-4";
  return (
    <div className="grid gap-6">
      <section aria-labelledby="programmes">
        <h2 id="programmes" className="text-xl">
          {t("programmes")}
        </h2>
        {profile.programmes.length === 0 ? (
          <p className="mt-2 text-stone">{t("noProgrammes")}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {profile.programmes.map((p) => (
              <li key={p.id} className={box}>
                <p className="font-medium">
                  {p.title} · {t("sessionsUsed", { used: p.usedCount, count: p.sessionCount })}
                </p>
                <p className="text-sm text-stone">
                  {t("programmeLine", { number: p.number, order: p.orderNumber, clinic: p.clinic.name })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="orders">
        <h2 id="orders" className="text-xl">
          {t("orders")}
        </h2>
        {profile.orders.length === 0 ? (
          <p className="mt-2 text-stone">{t("noOrders")}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {profile.orders.map((o) => (
              <li key={o.id} className={box}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {o.number} · {formatMoney(o.totalCents, o.currency, "en")}
                  </p>
                  <span className="rounded-full bg-sand px-2 py-0.5 text-sm">{t(`orderStatus.${o.status}`)}</span>
                </div>
                <p className="text-sm text-stone">
                  {t("orderLine", {
                    date: formatClinicTime(o.createdAt, o.timeZone, "en-GB").date,
                    paid: formatMoney(o.paidCents, o.currency, "en"),
                    left: formatMoney(o.leftToPayCents, o.currency, "en"),
                  })}
                </p>
                {o.payments.length > 0 && (
                  <ul className="mt-2 text-sm">
                    {o.payments.map((p) => (
                      <li key={p.id}>
                        {t("payment", {
                          kind: t(`paymentKind.${p.kind}`),
                          state: t(`paymentState.${p.state}`),
                          amount: formatMoney(p.amountCents, o.currency, "en"),
                          date: dateOnly(p.createdAt),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="coupons">
          <h2 id="coupons" className="text-xl">
            {t("coupons")}
          </h2>
          {profile.coupons.length === 0 ? (
            <p className="mt-2 text-stone">{t("noCoupons")}</p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm">
              {profile.coupons.map((c) => (
                <li key={c.code} className={box}>
                  {t("couponLine", {
                    code: c.code,
                    percent: c.percentOff,
                    status: t(`couponStatus.${c.status}`),
                    expires: c.expiresAt ? dateOnly(c.expiresAt) : "—",
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="gift-cards">
          <h2 id="gift-cards" className="text-xl">
            {t("giftCards")}
          </h2>
          {profile.giftCards.length === 0 ? (
            <p className="mt-2 text-stone">{t("noGiftCards")}</p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm">
              {profile.giftCards.map((g) => (
                <li key={g.id} className={box}>
                  {t("giftCardLine", {
                    number: g.maskedNumber,
                    balance: formatMoney(g.balanceCents, g.currency, "en"),
                    initial: formatMoney(g.initialCents, g.currency, "en"),
                    status: g.status,
                    relation: t(`relation.${g.relation}`),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="requests">
        <h2 id="requests" className="text-xl">
          {t("requests")}
        </h2>
        {profile.requests.length === 0 ? (
          <p className="mt-2 text-stone">{t("noRequests")}</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {profile.requests.map((r) => (
              <li key={r.id} className={box}>
                <p className="font-medium">
                  {t("requestLine", { kind: r.kind, status: r.status, date: dateOnly(r.createdAt) })}
                </p>
                {r.message && <p className="mt-1 line-clamp-2 whitespace-pre-line text-stone">{r.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
