"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useActionState, useEffect, useId, useState, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { emptyChoice, type BookingChoice } from "@/components/basket/basket-store";
import { holdChair } from "@/components/booking/hold-chair";
import { HoldCountdown } from "@/components/booking/hold-countdown";
import { TimePicker } from "@/components/booking/time-picker";
import type { ClinicOption } from "@/components/booking/types";
import { RevealOnArrival } from "@/components/ui/reveal-on-arrival";
import { useHydrated } from "@/components/ui/use-hydrated";
import { idleState, type FormState } from "@/shared/forms/form-state";

type Action = (state: FormState, data: FormData) => Promise<FormState>;

/** A session form's answer: on success it is told to `onDone` and the page's data are fetched again. */
function useSessionAction(action: Action, onDone: ((message: string) => void) | undefined) {
  const router = useRouter();
  const [state, formAction] = useActionState(action, idleState);
  useEffect(() => {
    if (state.status !== "success") return;
    onDone?.(state.message ?? "");
    router.refresh();
  }, [state, router, onDone]);
  return [state, formAction] as const;
}

function Submit({ label, disabled }: { label: string; disabled: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      className="inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2 font-medium text-ivory hover:bg-gold-deep disabled:opacity-50"
      data-testid="confirm-session-time"
    >
      {label}
    </button>
  );
}

/**
 * Pick a time for a programme session ("apply session time") or a new time for a booked one ("modify"):
 * the checkout's own picker (clinic fixed to the programme's, standard hours only), a 10-minute hold on the
 * chosen chair, then one confirmation through the server action.
 */
export function SessionTimeForm({
  action,
  target,
  clinic,
  durationMinutes,
  area,
  openLabel,
  confirmLabel,
  onDone,
}: {
  action: Action;
  /** The hidden field naming what is booked: { sessionId } or { bookingId }. */
  target: { name: "sessionId" | "bookingId"; value: string };
  clinic: ClinicOption;
  durationMinutes: number;
  area: string;
  openLabel: string;
  confirmLabel: string;
  /** Told the success message, so it can outlive this form when the refreshed page replaces it. */
  onDone?: (message: string) => void;
}) {
  const t = useTranslations("account.programs");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Opening the picker needs script: its button is disabled until hydrated, so an early tap is not lost.
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<BookingChoice>({ ...emptyChoice, clinicId: clinic.id });
  const [holdError, setHoldError] = useState<string | null>(null);
  const [state, formAction] = useSessionAction(action, onDone);
  // A success closes the picker; opening it again starts a fresh choice.
  const [closedAfter, setClosedAfter] = useState<string | undefined>(undefined);
  const showForm = open && !(state.status === "success" && closedAfter !== state.id);

  async function change(patch: Partial<BookingChoice>) {
    const next = { ...choice, ...patch, clinicId: clinic.id };
    setChoice(next);
    setHoldError(null);
    if (!patch.startsAt) return;
    const answer = await holdChair({ clinicId: clinic.id, startsAt: patch.startsAt, durationMinutes }, locale);
    if (!answer.ok) return setHoldError(answer.msg);
    setChoice({ ...next, holdId: answer.data.hold_id, holdExpiresAt: answer.data.expires_at });
  }

  if (state.status === "success" && !onDone) {
    return (
      <p
        role="status"
        className="rounded-xl bg-gold-light/40 px-4 py-2 text-sm font-medium"
        data-testid="session-status"
      >
        {state.message}
      </p>
    );
  }
  if (!showForm) {
    return (
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => {
          setClosedAfter(state.id);
          setChoice({ ...emptyChoice, clinicId: clinic.id });
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-gold-deep hover:text-gold-deep"
      >
        {openLabel}
      </button>
    );
  }
  return (
    <form
      action={formAction}
      className="mt-2 grid gap-4 rounded-2xl border border-linen bg-ivory p-4"
      data-testid="session-time-form"
    >
      <input type="hidden" name={target.name} value={target.value} />
      <input type="hidden" name="startsAt" value={choice.startsAt ?? ""} />
      <input type="hidden" name="holdId" value={choice.holdId ?? ""} />
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <StandardHoursPicker
        clinic={clinic}
        choice={choice}
        durationMinutes={durationMinutes}
        onChange={(patch) => void change(patch)}
      />
      {choice.holdExpiresAt && <HoldCountdown expiresAt={choice.holdExpiresAt} />}
      {(holdError || state.status === "error") && (
        <p role="alert" className="text-sm text-red-800" data-testid="session-error">
          {holdError ?? state.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Submit label={confirmLabel} disabled={!choice.startsAt} />
        <QuietButton onClick={() => setOpen(false)}>{t("close")}</QuietButton>
      </div>
    </form>
  );
}

/** A session's time at its programme's clinic: standard hours only, at no surcharge (the note above says so). */
export function StandardHoursPicker({
  clinic,
  choice,
  durationMinutes,
  onChange,
}: {
  clinic: ClinicOption;
  choice: BookingChoice;
  durationMinutes: number;
  onChange: (patch: Partial<BookingChoice>) => void;
}) {
  const t = useTranslations("account.programs");
  return (
    <>
      <p className="text-sm text-stone">{t("standardHoursNote")}</p>
      <TimePicker
        clinics={[clinic]}
        choice={choice}
        durationMinutes={durationMinutes}
        surchargeFor={() => 0}
        onChange={onChange}
        bands={["standard"]}
      />
    </>
  );
}

/** The quiet button beside a session form's main one: close the form, or start again. */
export function QuietButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="min-h-11 rounded-full px-5 py-2 text-sm hover:bg-sand">
      {children}
    </button>
  );
}

/** Cancel a booked session: it goes back to the programme. */
export function CancelSessionForm({
  action,
  bookingId,
  area,
  label,
  confirmText,
  onDone,
}: {
  action: Action;
  bookingId: string;
  area: string;
  label: string;
  confirmText: string;
  onDone?: (message: string) => void;
}) {
  const locale = useLocale();
  const [state, formAction] = useSessionAction(action, onDone);
  return (
    <form
      action={formAction}
      onSubmit={(e) => {
        if (!window.confirm(confirmText)) e.preventDefault();
      }}
    >
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        {label}
      </button>
      {state.message && (state.status === "error" || !onDone) && (
        <p role={state.status === "error" ? "alert" : "status"} className="mt-2 text-sm">
          {state.message}
        </p>
      )}
    </form>
  );
}

/**
 * The actions of one session or booking row, at a stable place in the tree: after a change the refreshed
 * page swaps "apply" for "change"/"cancel", and the success message ("Apply Successful") stays on screen.
 */
export function SessionActions({
  area,
  clinic,
  durationMinutes,
  sessionId,
  bookingId,
  mode,
  actions,
  labels,
}: {
  area: string;
  clinic: ClinicOption;
  durationMinutes: number;
  sessionId?: string;
  bookingId?: string | null;
  mode: "apply" | "change";
  actions: { apply?: Action; modify: Action; cancel: Action };
  labels: {
    apply: string;
    confirmApply: string;
    modify: string;
    confirmModify: string;
    cancel: string;
    cancelConfirm: string;
  };
}) {
  const [flash, setFlash] = useState<string | null>(null);
  const flashId = useId();
  /** What choosing a time needs, the same for booking a session and moving a visit. */
  const timeForm = { clinic, durationMinutes, area, onDone: setFlash };
  return (
    <div className="grid gap-2">
      {/* Brought into view: the closing picker left the window in the footer (issue 40, row 4). */}
      {flash && (
        <p
          key={flash}
          id={flashId}
          tabIndex={-1}
          role="status"
          className="scroll-mt-28 rounded-xl bg-gold-light/40 px-4 py-2 text-sm font-medium outline-none"
          data-testid="session-status"
        >
          {flash}
          <RevealOnArrival id={flashId} />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {mode === "apply" && sessionId && actions.apply && (
          <SessionTimeForm
            key={`apply-${sessionId}`}
            action={actions.apply}
            target={{ name: "sessionId", value: sessionId }}
            openLabel={labels.apply}
            confirmLabel={labels.confirmApply}
            {...timeForm}
          />
        )}
        {mode === "change" && bookingId && (
          <>
            <SessionTimeForm
              key={`modify-${bookingId}`}
              action={actions.modify}
              target={{ name: "bookingId", value: bookingId }}
              openLabel={labels.modify}
              confirmLabel={labels.confirmModify}
              {...timeForm}
            />
            <CancelSessionForm
              key={`cancel-${bookingId}`}
              action={actions.cancel}
              bookingId={bookingId}
              area={area}
              label={labels.cancel}
              confirmText={labels.cancelConfirm}
              onDone={setFlash}
            />
          </>
        )}
      </div>
    </div>
  );
}
