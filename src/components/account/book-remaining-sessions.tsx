"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useState, useTransition } from "react";
import { emptyChoice, type BookingChoice } from "@/components/basket/basket-store";
import { RevealOnArrival } from "@/components/ui/reveal-on-arrival";
import type { ClinicOption } from "@/components/booking/types";
import type { Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/shared/clinic-time";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { useFormatTag } from "@/i18n/islands/use-format-tag";
import { QuietButton, StandardHoursPicker } from "./session-time-form";

type Action = (state: FormState, data: FormData) => Promise<FormState>;
type Rhythm = "weekly" | "fortnightly" | "recommended";
interface ProposedTime {
  sessionId: string;
  number: number;
  startsAt: string;
  free: boolean;
  alternatives: string[];
}

/**
 * "Book all remaining sessions" (My Programs): the first time on the checkout's own picker (standard hours), a
 * rhythm, then every proposed time with its availability; a taken one is replaced by one of the nearest free
 * times offered; one confirmation books them all (or none, when a chair was lost meanwhile: then the times are
 * proposed again). The rules live in the server use cases; this island only gathers the choice.
 */
export function BookRemainingSessions({
  area,
  clinic,
  durationMinutes,
  programmeId,
  remaining,
  recommendedDays,
  actions,
}: {
  area: string;
  clinic: ClinicOption;
  durationMinutes: number;
  programmeId: string;
  /** Sessions still to book (the flow is offered from two). */
  remaining: number;
  recommendedDays: number;
  actions: { propose: Action; book: Action };
}) {
  const t = useTranslations("account.programs.bookAll");
  const programs = useTranslations("account.programs");
  const time = useTranslations("account.time");
  const locale = useLocale() as Locale;
  const tag = useFormatTag();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<BookingChoice>({ ...emptyChoice, clinicId: clinic.id });
  const [rhythm, setRhythm] = useState<Rhythm>("weekly");
  const [proposals, setProposals] = useState<ProposedTime[] | null>(null);
  const [replacements, setReplacements] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ ...fields, programmeId, area, locale })) data.set(k, v);
    return data;
  };
  const when = (iso: string) => {
    const w = formatClinicTime(new Date(iso), clinic.timeZone, tag);
    return { date: w.date, time: w.time, zone: w.zone };
  };

  function propose(keepMessage = false) {
    if (!choice.startsAt) return;
    startTransition(async () => {
      const answer = await actions.propose(idleState, form({ startsAt: choice.startsAt!, rhythm }));
      if (answer.status !== "success") {
        setMessage({ tone: "error", text: answer.message ?? "" });
        return;
      }
      if (!keepMessage) setMessage(null);
      setProposals(answer.data as ProposedTime[]);
      setReplacements({});
    });
  }

  function confirm() {
    if (!proposals) return;
    const times = proposals.map((p) => ({
      sessionId: p.sessionId,
      startsAt: p.free ? p.startsAt : replacements[p.sessionId],
    }));
    startTransition(async () => {
      const answer = await actions.book(idleState, form({ times: JSON.stringify(times) }));
      if (answer.status === "success") {
        setMessage({ tone: "success", text: answer.message ?? "" });
        setOpen(false);
        setProposals(null);
        router.refresh();
        return;
      }
      // Someone took a chair meanwhile: nothing was booked; show why and propose again from the same choice.
      setMessage({ tone: "error", text: answer.message ?? "" });
      propose(true);
    });
  }

  const ready = proposals !== null && proposals.every((p) => p.free || replacements[p.sessionId]);
  const status = message && (
    <p
      key={message.text}
      id={`${programmeId}-book-all-status`}
      tabIndex={-1}
      role={message.tone === "error" ? "alert" : "status"}
      className={
        message.tone === "error"
          ? "scroll-mt-28 rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800 outline-none"
          : "scroll-mt-28 rounded-xl bg-gold-light/40 px-4 py-2 text-sm font-medium outline-none"
      }
      data-testid="book-all-status"
    >
      {message.text}
      {message.tone === "success" && <RevealOnArrival id={`${programmeId}-book-all-status`} />}
    </p>
  );

  // Offered while two or more sessions are still to book; the success message outlives the refresh that hides it.
  if (!open) {
    if (remaining < 2) return status;
    return (
      <LiveFieldset className="grid gap-2">
        {status}
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setMessage(null);
          }}
          className="inline-flex min-h-11 w-fit items-center rounded-full bg-ink px-6 py-2 font-medium text-ivory hover:bg-gold-deep"
          data-testid="book-all-open"
        >
          {t("open")}
        </button>
      </LiveFieldset>
    );
  }

  return (
    <div className="grid gap-4 rounded-2xl border border-linen bg-ivory p-4" data-testid="book-all-form">
      <p className="text-sm">{t("intro", { count: remaining })}</p>
      {proposals === null ? (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{t("first")}</legend>
            <StandardHoursPicker
              clinic={clinic}
              choice={choice}
              durationMinutes={durationMinutes}
              onChange={(patch) => setChoice((c) => ({ ...c, ...patch, clinicId: clinic.id }))}
            />
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium">{t("rhythm")}</legend>
            {(["weekly", "fortnightly", "recommended"] as const).map((r) => (
              <label
                key={r}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-linen bg-white px-4 py-2 text-sm has-[:checked]:border-gold-deep"
              >
                <input
                  type="radio"
                  name={`rhythm-${programmeId}`}
                  value={r}
                  checked={rhythm === r}
                  onChange={() => setRhythm(r)}
                  className="size-4 accent-gold-deep"
                />
                {r === "recommended" ? t("recommended", { days: recommendedDays }) : t(r)}
              </label>
            ))}
          </fieldset>
          {status}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!choice.startsAt || pending}
              onClick={() => propose()}
              className="inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2 font-medium text-ivory hover:bg-gold-deep disabled:opacity-50"
              data-testid="book-all-propose"
            >
              {t("propose")}
            </button>
            <QuietButton onClick={() => setOpen(false)}>{programs("close")}</QuietButton>
          </div>
        </>
      ) : (
        <>
          <h3 id={`${programmeId}-proposed`} tabIndex={-1} className="scroll-mt-28 font-medium outline-none">
            {t("proposed")}
          </h3>
          <RevealOnArrival id={`${programmeId}-proposed`} />
          <ol className="grid gap-3" data-testid="book-all-proposals">
            {proposals.map((p) => {
              const w = when(p.startsAt);
              return (
                <li
                  key={p.sessionId}
                  className="grid gap-2 rounded-xl border border-linen bg-white p-3"
                  data-testid={`proposed-${p.number}`}
                  data-free={p.free}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{t("session", { number: p.number })}</span>
                    <span
                      className={`rounded-full px-3 py-1 text-xs font-medium ${p.free ? "bg-emerald-100" : "bg-red-100 text-red-900"}`}
                    >
                      {p.free ? t("free") : t("taken")}
                    </span>
                  </div>
                  <p className={`text-sm ${p.free ? "" : "text-stone line-through"}`}>
                    <time dateTime={p.startsAt}>
                      {w.date}, <bdi dir="ltr">{w.time}</bdi>
                    </time>{" "}
                    <span className="text-xs text-stone">
                      ({time("clinicTime", { zone: `\u2066${w.zone}\u2069` })})
                    </span>
                  </p>
                  {!p.free &&
                    (p.alternatives.length ? (
                      <fieldset className="grid gap-2">
                        <legend className="mb-1 text-sm">{t("alternatives")}</legend>
                        {p.alternatives.map((a) => {
                          const aw = when(a);
                          return (
                            <label
                              key={a}
                              className="flex min-h-11 items-center gap-3 rounded-xl border border-linen px-3 py-2 text-sm has-[:checked]:border-gold-deep has-[:checked]:bg-gold-light/30"
                            >
                              <input
                                type="radio"
                                name={`alt-${p.sessionId}`}
                                value={a}
                                checked={replacements[p.sessionId] === a}
                                onChange={() => setReplacements((r) => ({ ...r, [p.sessionId]: a }))}
                                className="size-4 accent-gold-deep"
                              />
                              <span>
                                {aw.date}, <bdi dir="ltr">{aw.time}</bdi>
                              </span>
                            </label>
                          );
                        })}
                      </fieldset>
                    ) : (
                      <p className="text-sm text-red-800">{t("noAlternatives")}</p>
                    ))}
                </li>
              );
            })}
          </ol>
          {status}
          {!ready && <p className="text-sm text-stone">{t("chooseAll")}</p>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!ready || pending}
              onClick={confirm}
              className="inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2 font-medium text-ivory hover:bg-gold-deep disabled:opacity-50"
              data-testid="book-all-confirm"
            >
              {t("confirm", { count: proposals.length })}
            </button>
            <QuietButton
              onClick={() => {
                setProposals(null);
                setMessage(null);
              }}
            >
              {t("again")}
            </QuietButton>
          </div>
        </>
      )}
    </div>
  );
}
