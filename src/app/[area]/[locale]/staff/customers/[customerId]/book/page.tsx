import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { clinicDayOf, isClinicDay } from "@/shared/clinic-time";
import { getDayAvailability, type FreeStart } from "@/server/availability/get-availability";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { listClinics } from "@/server/clinics/list-clinics";
import { canSeeClinic } from "@/server/staff/actor";
import { bookByPhoneAction, bookSessionAction } from "../../actions";
import { queryValue } from "@/server/input/query-value";
import { TitledSection } from "@/components/ui/titled-section";
import { hiddenFields } from "@/components/account/field-specs";
import { openCustomerPage, type CustomerPageParams } from "../customer-page";
import { StaffBackLink } from "@/components/staff/back-link";

export const metadata: Metadata = { title: "Book by phone · Back office" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? queryValue(v) : "");

/**
 * Book for a customer on the phone, paid in the clinic: a treatment (checkout's own order) or one of their
 * programme sessions still to book. Free times for a day come from the site's availability.
 */
export default async function BookByPhonePage({
  params,
  searchParams,
}: {
  params: CustomerPageParams;
  searchParams: Search;
}) {
  const { area, actor, t, now, profile } = await openCustomerPage(params, {
    below: "/book",
    namespace: "staff.customers.book",
  });
  const [clinics, items] = await Promise.all([listClinics(), listBookableItems(undefined, "en")]);
  const mine = clinics.filter((c) => canSeeClinic(actor, c.id));
  const query = await searchParams;
  const clinic = mine.find((c) => String(c.id) === one(query.clinic)) ?? mine[0];
  const treatment = one(query.treatment);
  const item = items.find((i) => i.code === treatment.split(":")[0]);
  // The clinic's today by default: the desk books from now on (a walk-in included), not 24 hours ahead.
  const day = isClinicDay(one(query.day)) ? one(query.day) : clinic ? clinicDayOf(now, clinic.timeZone) : "";
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(one(query.time)) ? one(query.time) : undefined;
  // The programme session the desk has just booked (bookSessionAction), said above the sessions still to book.
  const sessionBooked = /^[A-Z0-9-]{1,40}$/.test(one(query.sessionBooked)) ? one(query.sessionBooked) : null;
  const tDone = await getTranslations({ locale: "en", namespace: "staff.customers.done" });
  let free: FreeStart[] | null = null;
  if (clinic && item && day)
    free = await getDayAvailability(
      { clinicId: clinic.id, day, durationMinutes: item.durationMinutes, booker: "staff" },
      now,
    ).catch(() => null);
  const pick = (start: FreeStart) =>
    `${pathFor(area, "en", `staff/customers/${profile.id}/book`)}?${new URLSearchParams({
      clinic: String(clinic!.id),
      day,
      treatment,
      time: start.clinicTime,
    })}#book`;

  const treatmentOptions = items.flatMap((i) =>
    i.options.length
      ? i.options.map((o) => ({
          value: `${i.code}:${o.code}`,
          label: `${i.title} · ${o.name} (${formatMoney(i.priceCents + o.priceCents, i.currency, "en")})`,
        }))
      : [
          {
            value: i.code,
            label: `${i.title} · ${i.durationMinutes} min${i.sessions > 1 ? ` · ${i.sessions} sessions` : ""} (${formatMoney(i.priceCents, i.currency, "en")})`,
          },
        ],
  );
  const toBook = profile.programmes
    .filter((p) => p.open)
    .flatMap((p) =>
      p.sessions
        .filter((s) => s.status === "to_book")
        .slice(0, 1)
        .map((s) => ({ programme: p, session: s })),
    );
  const select = "block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base";

  return (
    <>
      <StaffBackLink href={pathFor(area, "en", `staff/customers/${profile.id}`)} plain>
        {t("back", { name: `${profile.firstName} ${profile.lastName}` })}
      </StaffBackLink>
      <h1 className="mt-2 text-3xl">{t("title", { name: `${profile.firstName} ${profile.lastName}` })}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t("intro")}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TitledSection id="free" title={t("free.title")} className="rounded-xl border border-linen bg-white p-5">
          <form
            className="mt-4 grid gap-3 sm:grid-cols-2"
            action={pathFor(area, "en", `staff/customers/${profile.id}/book`)}
          >
            <label className="grid gap-1.5 text-sm font-medium">
              {t("clinic")}
              <select name="clinic" defaultValue={clinic ? String(clinic.id) : ""} className={select}>
                {mine.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1.5 text-sm font-medium">
              {t("day")}
              <input type="date" name="day" defaultValue={day} className={select} />
            </label>
            <label className="grid gap-1.5 text-sm font-medium sm:col-span-2">
              {t("treatment")}
              <select name="treatment" defaultValue={treatment} className={select}>
                <option value="">{t("chooseTreatment")}</option>
                {treatmentOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <div className="sm:col-span-2">
              <button
                type="submit"
                className="inline-flex min-h-12 items-center rounded-full border border-ink/20 px-6 font-medium hover:border-gold-deep"
              >
                {t("free.show")}
              </button>
            </div>
          </form>
          {free && (
            <div className="mt-4" data-testid="free-times">
              {free.length === 0 ? (
                <p className="text-stone">{t("free.none")}</p>
              ) : (
                <>
                  <p className="text-sm text-stone">{t("free.lead", { count: free.length, zone: clinic!.timeZone })}</p>
                  <p className="mt-1 text-sm text-stone">{t("free.pick")}</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {free.map((s) => (
                      <li key={s.clinicTime}>
                        <DynamicLink
                          href={pick(s)}
                          aria-current={s.clinicTime === time ? "true" : undefined}
                          data-testid={s.walkIn ? "free-time-now" : "free-time"}
                          className="inline-flex min-h-11 items-center rounded-lg bg-sand px-3 py-1.5 text-sm tabular-nums hover:bg-gold-light aria-[current=true]:bg-ink aria-[current=true]:text-ivory"
                        >
                          {s.walkIn ? t("free.now", { time: s.clinicTime }) : s.clinicTime}
                        </DynamicLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </TitledSection>

        <TitledSection id="book" title={t("form.title")} className="rounded-xl border border-linen bg-white p-5">
          <p className="mt-1 text-sm text-stone">{t("form.paidInClinic")}</p>
          <div className="mt-4">
            <ActionForm
              feedback="beside"
              // A time picked above fills the form in: a new form, not the one already typed in.
              key={`${clinic?.id}-${day}-${treatment}-${time}`}
              action={bookByPhoneAction}
              testId="book-by-phone-form"
              fields={[
                { name: "customerId", label: "", type: "hidden", defaultValue: profile.id },
                {
                  name: "clinicId",
                  label: t("clinic"),
                  type: "select",
                  options: mine.map((c) => ({ value: String(c.id), label: c.name })),
                  defaultValue: clinic ? String(clinic.id) : undefined,
                },
                {
                  name: "treatment",
                  label: t("treatment"),
                  type: "select",
                  placeholder: t("chooseTreatment"),
                  options: treatmentOptions,
                  defaultValue: treatment || undefined,
                },
                { name: "day", label: t("day"), type: "date", defaultValue: day, pair: true },
                { name: "time", label: t("time"), type: "time", defaultValue: time, pair: true },
                { name: "quantity", label: t("quantity"), inputMode: "numeric", defaultValue: "1", pair: true },
                { name: "couponCode", label: t("coupon"), hint: t("couponHint"), pair: true },
              ]}
              submits={[{ label: t("form.submit") }]}
            />
          </div>
        </TitledSection>
      </div>

      {sessionBooked && (
        <p role="status" id="sessions" className="mt-6 rounded-lg bg-sand p-3 text-sm font-medium">
          {tDone("sessionBooked", { booking: sessionBooked })}
        </p>
      )}
      {toBook.length > 0 && (
        <TitledSection
          id="sessions-title"
          title={t("sessions.title")}
          className="mt-6 rounded-xl border border-linen bg-white p-5"
        >
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {toBook.map(({ programme, session }) => (
              <li key={session.id} className="rounded-lg border border-linen p-4">
                <p className="font-medium">
                  {t("sessions.line", {
                    title: programme.title,
                    number: session.number,
                    count: programme.sessionCount,
                    clinic: programme.clinic.name,
                  })}
                </p>
                <div className="mt-3">
                  <ActionForm
                    feedback="beside"
                    action={bookSessionAction}
                    testId={`session-${session.id}`}
                    fields={[
                      ...hiddenFields({ customerId: profile.id, sessionId: session.id }),
                      // Ids of their own: the booking form above has a day and a time too ("Day Day" was its name).
                      { name: "day", id: `session-${session.id}-day`, label: t("day"), type: "date", pair: true },
                      { name: "time", id: `session-${session.id}-time`, label: t("time"), type: "time", pair: true },
                    ]}
                    submits={[{ label: t("sessions.submit") }]}
                  />
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </>
  );
}
