import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import type { CustomerProfile } from "@/server/customers/get-customer-profile";
import { TitledSection } from "@/components/ui/titled-section";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

const dateOnly = (d: Date) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(d);

/** Programmes, orders with payments, coupons, gift cards (masked) and requests: read-only lists. */
export async function CustomerRecords({ profile }: { profile: CustomerProfile }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.records" });
  const box = "rounded-xl border border-linen bg-white p-4";
  return (
    <div className="grid gap-6">
      <TitledSection id="programmes" title={t("programmes")}>
        <ListOrEmpty
          items={profile.programmes}
          empty={<p className="mt-2 text-stone">{t("noProgrammes")}</p>}
          className="mt-3 grid gap-3"
        >
          {(p) => (
            <li key={p.id} className={box}>
              <p className="font-medium">
                {p.title} · {t("sessionsUsed", { used: p.usedCount, count: p.sessionCount })}
              </p>
              <p className="text-sm text-stone">
                {t("programmeLine", { number: p.number, order: p.orderNumber, clinic: p.clinic.name })}
              </p>
            </li>
          )}
        </ListOrEmpty>
      </TitledSection>
      <TitledSection id="orders" title={t("orders")}>
        <ListOrEmpty
          items={profile.orders}
          empty={<p className="mt-2 text-stone">{t("noOrders")}</p>}
          className="mt-3 grid gap-3"
        >
          {(o) => (
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
          )}
        </ListOrEmpty>
      </TitledSection>
      <div className="grid gap-6 md:grid-cols-2">
        <TitledSection id="coupons" title={t("coupons")}>
          <ListOrEmpty
            items={profile.coupons}
            empty={<p className="mt-2 text-stone">{t("noCoupons")}</p>}
            className="mt-3 grid gap-2 text-sm"
          >
            {(c) => (
              <li key={c.code} className={box}>
                {t("couponLine", {
                  code: c.code,
                  percent: c.percentOff,
                  status: t(`couponStatus.${c.status}`),
                  expires: c.expiresAt ? dateOnly(c.expiresAt) : "—",
                })}
              </li>
            )}
          </ListOrEmpty>
        </TitledSection>
        <TitledSection id="gift-cards" title={t("giftCards")}>
          <ListOrEmpty
            items={profile.giftCards}
            empty={<p className="mt-2 text-stone">{t("noGiftCards")}</p>}
            className="mt-3 grid gap-2 text-sm"
          >
            {(g) => (
              <li key={g.id} className={box}>
                {t("giftCardLine", {
                  number: g.maskedNumber,
                  balance: formatMoney(g.balanceCents, g.currency, "en"),
                  initial: formatMoney(g.initialCents, g.currency, "en"),
                  status: g.status,
                  relation: t(`relation.${g.relation}`),
                })}
              </li>
            )}
          </ListOrEmpty>
        </TitledSection>
      </div>
      <TitledSection id="requests" title={t("requests")}>
        <ListOrEmpty
          items={profile.requests}
          empty={<p className="mt-2 text-stone">{t("noRequests")}</p>}
          className="mt-3 grid gap-2 text-sm"
        >
          {(r) => (
            <li key={r.id} className={box}>
              <p className="font-medium">
                {t("requestLine", { kind: r.kind, status: r.status, date: dateOnly(r.createdAt) })}
              </p>
              {r.message && <p className="mt-1 line-clamp-2 whitespace-pre-line text-stone">{r.message}</p>}
            </li>
          )}
        </ListOrEmpty>
      </TitledSection>
    </div>
  );
}
