"use client";

import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { DynamicLink } from "@/components/links/dynamic-link";
import { callApi } from "@/components/api/api-client";
import { signedInHint, subscribeSession, type LocalBasketLine } from "@/components/basket/basket-store";
import type { ClinicOption } from "@/components/booking/types";
import { clockText } from "@/config/booking-hours";
import type { Locale } from "@/i18n/locales";
import { windowsOn, windowStartMinutes, type WaitlistWindow } from "@/shared/waitlist-windows";
import { useFormatTag } from "@/i18n/islands/use-format-tag";

/** The token codes of docs/product/api.md: not (or no longer) signed in. */
const SIGNED_OUT = new Set([1004, 1005, 10014]);

/**
 * Shown where a fully booked day's times would be (decision 183): the parts of the day the clinic is open, as a
 * radio group, and "Join the waitlist for this day" with the basket's lines. A visitor is sent to sign in and comes
 * back to the basket, where the day is still chosen.
 */
export function WaitlistJoin({
  clinic,
  day,
  lines,
  loginHref,
  accountHref,
}: {
  clinic: ClinicOption;
  day: string;
  lines: LocalBasketLine[];
  loginHref: string;
  accountHref: string;
}) {
  const t = useTranslations("waitlist.join");
  const tw = useTranslations("waitlist.windows");
  const locale = useLocale() as Locale;
  const tag = useFormatTag();
  const id = useId();
  const parts = windowsOn(clinic.weeklyHours, day);
  const [part, setPart] = useState<WaitlistWindow | null>(parts[0] ?? null);
  const signedIn = useSyncExternalStore(subscribeSession, signedInHint, () => false);
  const [signedOut, setSignedOut] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<WaitlistWindow | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const dayText = new Intl.DateTimeFormat(tag, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

  useEffect(() => {
    if (joined) done.current?.focus();
  }, [joined]);

  async function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!part) return;
    setPending(true);
    setProblem(null);
    const answer = await callApi(
      "/api/v2/my_center/join_waitlist",
      {
        clinicId: clinic.id,
        day,
        window: part,
        lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })),
        locale,
      },
      locale,
    );
    setPending(false);
    if (answer.ok) return setJoined(part);
    if (SIGNED_OUT.has(answer.code)) return setSignedOut(true);
    setProblem(Object.values(answer.data?.fields ?? {})[0] ?? answer.msg);
  }

  const box = "mt-3 rounded-2xl border border-linen bg-white p-4";
  if (parts.length === 0) return <p className="mt-3 text-sm text-stone">{t("windowClosed")}</p>;
  if (joined) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className={`${box} border-gold-light outline-none`}
        data-testid="waitlist-joined"
      >
        <p className="font-medium">{t("joinedTitle")}</p>
        <p className="mt-1 text-sm text-stone">{t("joined", { day: dayText, window: tw(joined) })}</p>
        <DynamicLink
          href={accountHref}
          className="mt-2 inline-flex min-h-11 items-center text-sm underline decoration-gold underline-offset-2 hover:text-gold-deep"
        >
          {t("account")}
        </DynamicLink>
      </div>
    );
  }
  return (
    <section className={box} aria-labelledby={`${id}-title`} data-testid="waitlist-join">
      <h4 id={`${id}-title`} className="font-serif text-lg">
        {t("title")}
      </h4>
      <p className="mt-1 text-sm text-stone">{t("intro", { day: dayText, clinic: clinic.name })}</p>
      {!signedIn || signedOut ? (
        <>
          <p className="mt-3 text-sm text-stone">{t("signInHint")}</p>
          <a
            href={loginHref}
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2.5 text-sm font-medium text-ivory hover:bg-gold-deep"
          >
            {t("signIn")}
          </a>
        </>
      ) : (
        <form onSubmit={join} className="mt-3 grid gap-3">
          <fieldset>
            <legend className="text-sm font-medium">{t("window")}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {parts.map((p) => {
                const starts = windowStartMinutes(clinic.weeklyHours, day, p);
                return (
                  <label
                    key={p}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm ${p === part ? "border-gold-deep bg-ivory" : "border-linen"}`}
                  >
                    <input
                      type="radio"
                      name="window"
                      value={p}
                      checked={p === part}
                      onChange={() => setPart(p)}
                      className="accent-[var(--color-gold-deep)]"
                    />
                    <span>
                      {t("windowOption", { window: tw(p), from: clockText(starts[0]!), to: clockText(starts.at(-1)!) })}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <button
            type="submit"
            disabled={pending || !part}
            className="min-h-11 justify-self-start rounded-full bg-ink px-6 py-2.5 text-sm font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-60"
            data-testid="waitlist-join-submit"
          >
            {pending ? t("joining") : t("submit")}
          </button>
        </form>
      )}
    </section>
  );
}
