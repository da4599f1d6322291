import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountIntl } from "@/components/account/account-intl";
import { AccountEmpty, AccountShell } from "@/components/account/account-shell";
import { ClinicTimeText } from "@/components/account/clinic-time-text";
import { SessionActions } from "@/components/account/session-time-form";
import type { RouteParams } from "@/i18n/route-params";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { intervalDaysOf } from "@/config/programme-rhythm";
import { BookRemainingSessions } from "@/components/account/book-remaining-sessions";
import {
  applySessionAction,
  bookSessionsAction,
  cancelBookingAction,
  modifyBookingAction,
  proposeSessionsAction,
} from "./actions";
import { DetailRow } from "@/components/ui/detail-row";
import { accountDateTime, accountPageMetadata, openAccountPage } from "../../_account/account-page";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/programs", namespace: "account.programs" });
}

const statusTone: Record<string, string> = {
  booked: "bg-gold-light/50",
  to_book: "bg-sand",
  done: "bg-emerald-100",
  cancelled: "bg-stone/10",
};

/** My Programs: each programme with its sessions; apply a time to a session, move or cancel one under the 72-hour rule. */
export default async function MyProgramsPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/programs");
  const now = new Date();
  const [t, programmes] = await Promise.all([
    getTranslations({ locale, namespace: "account.programs" }),
    listCustomerProgrammes(user.id, now, locale),
  ]);
  const clinicIds = [...new Set(programmes.map((p) => p.clinic.id))];
  const clinics = new Map(
    (await Promise.all(clinicIds.map((id) => getBookingClinic(id)))).filter((c) => c !== null).map((c) => [c.id, c]),
  );
  const bookedAt = accountDateTime(area, locale);
  const labels = {
    apply: t("apply"),
    confirmApply: t("confirmApply"),
    modify: t("modify"),
    confirmModify: t("confirmModify"),
    cancel: t("cancel"),
    cancelConfirm: t("cancelConfirm"),
  };

  return (
    <AccountShell area={area} locale={locale} current="programs" title={t("title")} intro={t("intro")}>
      {programmes.length === 0 ? (
        <AccountEmpty testId="no-programmes">{t("none")}</AccountEmpty>
      ) : (
        <AccountIntl locale={locale}>
          <div className="grid gap-6">
            {programmes.map((p) => {
              const full = clinics.get(p.clinic.id);
              const option = full && {
                id: full.id,
                name: p.clinic.name,
                city: p.clinic.city,
                timeZone: full.timeZone,
                currency: full.currency,
                phone: full.phone,
                email: full.email,
                outOfHours: full.outOfHours,
                weeklyHours: full.weeklyHours,
                inResidence: full.inResidence,
              };
              return (
                <section
                  key={p.id}
                  id={`programme-${p.number}`}
                  aria-labelledby={`title-${p.number}`}
                  className="rounded-2xl border border-linen bg-white/80 p-5 shadow-sm sm:p-6"
                  data-testid="programme"
                >
                  <h2 id={`title-${p.number}`} className="text-2xl">
                    {p.title}
                  </h2>
                  <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                    <DetailRow term={t("number")} valueClassName="font-medium">
                      <bdi dir="ltr">{p.number}</bdi>
                    </DetailRow>
                    <DetailRow term={t("used")} valueClassName="font-medium" valueTestId="sessions-used">
                      {t("usedOf", { used: p.usedCount, total: p.sessionCount })}
                    </DetailRow>
                    <DetailRow term={t("clinic")}>{p.clinic.name}</DetailRow>
                    <DetailRow term={t("status")}>{t(`programmeState.${p.status}`)}</DetailRow>
                  </dl>
                  {option && p.open && (
                    <div className="mt-5 empty:hidden">
                      <BookRemainingSessions
                        area={area}
                        clinic={option}
                        durationMinutes={p.sessionMinutes}
                        programmeId={p.id}
                        remaining={p.sessions.filter((s) => s.status === "to_book").length}
                        recommendedDays={intervalDaysOf("recommended", p.itemCode)}
                        actions={{ propose: proposeSessionsAction, book: bookSessionsAction }}
                      />
                    </div>
                  )}
                  <ol className="mt-5 grid gap-3">
                    {p.sessions.map((s) => (
                      <li
                        key={s.id}
                        className="grid gap-3 rounded-xl border border-linen p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start"
                        data-testid={`session-${s.number}`}
                      >
                        <div className="flex items-center gap-3">
                          <span className="inline-flex size-9 items-center justify-center rounded-full bg-ink text-sm font-medium text-ivory">
                            {s.number}
                          </span>
                          <span
                            className={`rounded-full px-3 py-1 text-xs font-medium ${statusTone[s.status]}`}
                            data-testid="session-state"
                          >
                            {t(`sessionState.${s.status}`)}
                          </span>
                        </div>
                        <div className="text-sm">
                          {s.startsAt ? (
                            <ClinicTimeText
                              startsAt={s.startsAt}
                              timeZone={p.clinic.timeZone}
                              locale={locale}
                              area={area}
                            />
                          ) : (
                            <span className="text-stone">{t("noTime")}</span>
                          )}
                          {s.bookedAt && (
                            <span className="block text-xs text-stone">
                              {t("bookedAt", { date: bookedAt(s.bookedAt, p.clinic.timeZone) })}
                            </span>
                          )}
                        </div>
                        <div className="grid gap-2">
                          {option &&
                            p.open &&
                            (s.status === "to_book" || (s.status === "booked" && s.changeable && s.bookingId)) && (
                              <SessionActions
                                area={area}
                                clinic={option}
                                durationMinutes={p.sessionMinutes}
                                sessionId={s.id}
                                bookingId={s.bookingId}
                                mode={s.status === "to_book" ? "apply" : "change"}
                                actions={{
                                  apply: applySessionAction,
                                  modify: modifyBookingAction,
                                  cancel: cancelBookingAction,
                                }}
                                labels={labels}
                              />
                            )}
                          {s.status === "booked" && !s.changeable && s.startsAt && s.startsAt > now && (
                            <p className="max-w-xs text-xs text-stone" data-testid="change-closed">
                              {t("changeClosed", { phone: p.clinic.phone, email: p.clinic.email })}
                            </p>
                          )}
                        </div>
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </AccountIntl>
      )}
    </AccountShell>
  );
}
