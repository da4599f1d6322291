"use client";

import { useActionState, useEffect, useId, useRef, useState } from "react";
import { saveCookieChoice } from "@/app/[area]/[locale]/(site)/_consent/actions";
import { idleState } from "@/shared/forms/form-state";
import { COOKIE_CHOICE_ATTRIBUTE, COOKIE_CHOICE_SCRIPT, COOKIE_SETTINGS_HASH } from "@/config/cookie-choice";
import { cookieNames } from "@/config/cookies";
import { parseChoice } from "@/shared/cookie-choice";

export interface CookieBannerText {
  label: string;
  title: string;
  body: string;
  accept: string;
  reject: string;
  choose: string;
  save: string;
  necessary: string;
  necessaryHint: string;
  campaign: string;
  campaignHint: string;
}

function storedChoice() {
  const entry = document.cookie.split("; ").find((c) => c.startsWith(`${cookieNames.consent}=`));
  return parseChoice(entry ? decodeURIComponent(entry.slice(cookieNames.consent.length + 1)) : null);
}

/**
 * The cookie banner (UK GDPR and ePrivacy, decision 127): shown until the visitor chooses, reopened from the
 * footer. Fixed at the bottom over the page, so it never moves the layout (CLS 0). It is in the page's HTML and
 * paints with it once parsed whole (globals.css: painted half-parsed, it grew upwards, a layout shift of 0.1); the
 * inline script before it hides it at once when a choice is stored (src/config/cookie-choice.ts), and the island
 * removes it after hydration. Without JavaScript it never shows (globals.css), and nothing beyond the
 * strictly necessary cookies is ever set.
 */
export function CookieBanner({ text }: { text: CookieBannerText }) {
  const [open, setOpen] = useState(true);
  const [choosing, setChoosing] = useState(false);
  const [campaign, setCampaign] = useState(false);
  // The page's query (campaign parameters), sent with the choice; read in the browser, so empty before hydration.
  const [search, setSearch] = useState("");
  // A form action, not a click handler: a button pressed before hydration posts the form (progressive enhancement).
  const [saved, save, pending] = useActionState(saveCookieChoice, idleState);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    if (saved.status === "success") setOpen(false);
  }
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    // The stored choice is known only in the browser: with one, the banner goes; without a valid one (the inline
    // script only saw a cookie of that name), it shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSearch(window.location.search.slice(0, 2048));
    if (storedChoice()) setOpen(false);
    else document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
    const reopen = () => {
      document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
      setCampaign(storedChoice()?.campaign ?? false);
      setSearch(window.location.search.slice(0, 2048));
      setChoosing(true);
      setOpen(true);
      requestAnimationFrame(() => panel.current?.focus());
    };
    // The footer's link sets the fragment, before this island started or after (COOKIE_SETTINGS_HASH).
    const fromFooter = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      reopen();
    };
    fromFooter();
    window.addEventListener("hashchange", fromFooter);
    return () => window.removeEventListener("hashchange", fromFooter);
  }, []);

  // Run by the browser as it parses the page, never by React (not on a client render).
  const hideIfChosen = <script dangerouslySetInnerHTML={{ __html: COOKIE_CHOICE_SCRIPT }} />;
  if (!open) return hideIfChosen;

  const button = "min-h-11 rounded-full px-5 text-sm font-semibold disabled:opacity-60";
  // A button that posts the visitor's choice.
  const choice = (value: "accept" | "reject" | "save", look: string) => (
    <button type="submit" name="choice" value={value} disabled={pending} className={`${button} ${look}`}>
      {text[value]}
    </button>
  );
  return (
    <>
      {hideIfChosen}
      <section
        ref={panel}
        data-cookie-banner=""
        tabIndex={-1}
        aria-labelledby={titleId}
        data-testid="cookie-banner"
        className="fixed inset-x-3 bottom-3 z-[65] mx-auto max-w-2xl rounded-2xl border border-linen bg-white p-5 text-ink shadow-xl outline-none sm:inset-x-6"
      >
        <h2 id={titleId} className="text-xl">
          {text.title}
        </h2>
        <p className="mt-2 text-sm text-stone">{text.body}</p>
        <form action={save}>
          <input type="hidden" name="search" value={search} />
          {choosing && (
            <fieldset className="mt-4 grid gap-3 text-sm">
              <legend className="sr-only">{text.label}</legend>
              <label className="flex items-start gap-3">
                <input type="checkbox" checked disabled className="mt-1 size-5" />
                <span>
                  <span className="font-semibold">{text.necessary}</span>
                  <span className="block text-stone">{text.necessaryHint}</span>
                </span>
              </label>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="campaign"
                  checked={campaign}
                  onChange={(e) => setCampaign(e.target.checked)}
                  className="mt-1 size-5"
                />
                <span>
                  <span className="font-semibold">{text.campaign}</span>
                  <span className="block text-stone">{text.campaignHint}</span>
                </span>
              </label>
            </fieldset>
          )}
          <div className="mt-4 flex flex-wrap gap-2" data-cookie-actions="">
            {choice("accept", "bg-ink text-ivory hover:bg-gold-deep")}
            {choice("reject", "bg-ink text-ivory hover:bg-gold-deep")}
            {choosing ? (
              choice("save", "border border-ink hover:bg-sand")
            ) : (
              <button
                type="button"
                onClick={() => setChoosing(true)}
                className={`${button} border border-ink hover:bg-sand`}
              >
                {text.choose}
              </button>
            )}
          </div>
        </form>
      </section>
    </>
  );
}
