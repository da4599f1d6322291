"use client";

import type {} from "altcha/types/react";
import { useEffect, useId, useRef, useState } from "react";

/** The widget's own translations (altcha/i18n/<code>), by our locale. */
const widgetLanguages: Record<string, { code: string; load: () => Promise<unknown> }> = {
  en: { code: "en", load: () => import("altcha/i18n/en") },
  zh: { code: "zh-cn", load: () => import("altcha/i18n/zh-cn") },
  ar: { code: "ar", load: () => import("altcha/i18n/ar") },
  de: { code: "de", load: () => import("altcha/i18n/de") },
  fr: { code: "fr-fr", load: () => import("altcha/i18n/fr-fr") },
  ru: { code: "ru", load: () => import("altcha/i18n/ru") },
  es: { code: "es-es", load: () => import("altcha/i18n/es-es") },
  ja: { code: "ja", load: () => import("altcha/i18n/ja") },
};

interface Props {
  locale: string;
  /** The form this check guards (a BotCheckForm): its challenge is accepted by that form only. */
  form: string;
  /**
   * False keeps the widget's script unloaded until the visitor starts on the form (the footer's
   * newsletter form is on every page: its script must not weigh on pages where nobody subscribes).
   */
  load?: boolean;
  /** Start the proof of work as soon as the widget is ready: the server asked for it, the visitor is on the form. */
  startNow?: boolean;
}

/**
 * The ALTCHA check (decision 120): a proof of work solved in the browser, its result posted in the
 * hidden `altcha` field. The space is reserved before the script arrives, so nothing shifts.
 */
export function BotCheckField({ locale, form, load = true, startNow = false }: Props) {
  const [ready, setReady] = useState(false);
  const language = widgetLanguages[locale] ?? widgetLanguages.en!;
  // The proof of work starts when a field of the form gains focus ("onfocus"). A visitor who was on the form before
  // the widget arrived (it loads after the page, or, when `load` starts false, because they started) had that focus
  // before the widget existed: it starts at once instead of waiting for their next field, or for ever when they had
  // moved on (checkout: filled in on a slow phone, then on to the card, which is outside this form).
  const [lateStart] = useState(!load);
  const box = useRef<HTMLDivElement>(null);
  const visited = useRef(false);
  const widget = useRef<HTMLElement & { verify?: () => void; getState?: () => string }>(null);

  useEffect(() => {
    const form = box.current?.closest("form");
    if (!form) return;
    if (form.contains(document.activeElement)) visited.current = true;
    const visit = () => {
      visited.current = true;
    };
    form.addEventListener("focusin", visit);
    return () => form.removeEventListener("focusin", visit);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const element = widget.current;
      // Only a widget that has not started: verifying again would clear a solution already in the form.
      const state = element?.getState?.();
      if (state !== undefined && state !== "unverified") return;
      if (element && (lateStart || startNow || visited.current)) element.verify?.();
    }, 0);
    return () => clearTimeout(timer);
  }, [ready, lateStart, startNow]);

  useEffect(() => {
    if (!load || ready) return;
    let live = true;
    void (async () => {
      await import("altcha");
      await language.load();
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [load, ready, language]);

  return (
    <div ref={box} className="min-h-16" data-testid="bot-check">
      {ready && (
        <altcha-widget
          ref={widget}
          challenge={`/api/altcha?form=${encodeURIComponent(form)}`}
          name="altcha"
          language={language.code}
          auto="onfocus"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
        />
      )}
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); form-filling bots fill it, and the server refuses the submission.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

type BotCheckWidget = HTMLElement & { verify?: () => void; getState?: () => string };

/**
 * Resolves once the form's bot check is no longer working on its proof (solved, failed or expired), or after
 * `timeoutMs`; at once when the form has none or it is not working. A visitor who presses send while the proof is
 * still being worked out (typed fast, or a slow phone) waits for it, instead of being told the check failed.
 */
export function botCheckSettled(form: HTMLFormElement | null, timeoutMs = 15_000): Promise<void> {
  const widget = form?.querySelector<BotCheckWidget>("altcha-widget");
  if (!widget || widget.getState?.() !== "verifying") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      widget.removeEventListener("statechange", changed);
      resolve();
    };
    const changed = () => {
      if (widget.getState?.() !== "verifying") done();
    };
    const timer = setTimeout(done, timeoutMs);
    widget.addEventListener("statechange", changed);
  });
}
