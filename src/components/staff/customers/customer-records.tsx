import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import type { CustomerProfile } from "@/server/customers/get-customer-profile";
import { TitledSection } from "@/components/ui/titled-section";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

const dateOnly = (d: Date) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(d);

/** One of the customer's records under its heading: a list of boxes, or what to say while there are none. */
function RecordSection<T>({
  id,
  title,
  items,
  empty,
  dense = false,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: string;
  /** Smaller text, closer together (coupons, gift cards, requests). */
  dense?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <TitledSection id={id} title={title}>
      <ListOrEmpty
        items={items}
        empty={<p className="mt-2 text-stone">{empty}</p>}
        className={dense ? "mt-3 grid gap-2 text-sm" : "mt-3 grid gap-3"}
      >
        {children}
      </ListOrEmpty>
    </TitledSection>
  );
}

/** Programmes, orders with payments, coupons, gift cards (masked) and requests: read-only lists. */
export async function CustomerRecords({ profile }: { profile: CustomerProfile }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.records" });
  const box = "rounded-xl border border-linen bg-white p-4";
  return (
    <div className="grid gap-6">
      <RecordSection id="programmes" title={t("programmes")} items={profile.programmes} empty={t("noProgrammes")}>
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
      </RecordSection>
      <RecordSection id="orders" title={t("orders")} items={profile.orders} empty={t("noOrders")}>
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
      </RecordSection>
      <div className="grid gap-6 md:grid-cols-2">
        <RecordSection id="coupons" title={t("coupons")} items={profile.coupons} empty={t("noCoupons")} dense>
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
        </RecordSection>
        <RecordSection id="gift-cards" title={t("giftCards")} items={profile.giftCards} empty={t("noGiftCards")} dense>
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
        </RecordSection>
      </div>
      <RecordSection id="requests" title={t("requests")} items={profile.requests} empty={t("noRequests")} dense>
        {(r) => (
          <li key={r.id} className={box}>
            <p className="font-medium">
              {t("requestLine", { kind: r.kind, status: r.status, date: dateOnly(r.createdAt) })}
            </p>
            {r.message && <p className="mt-1 line-clamp-2 whitespace-pre-line text-stone">{r.message}</p>}
          </li>
        )}
      </RecordSection>
    </div>
  );
}
