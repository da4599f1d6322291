"use client";
import { startTransition, useEffect, useRef, useState } from "react";
import { callApi, NETWORK_ERROR, type ApiInput } from "@/components/api/api-client";
import type { LocalBasketLine } from "@/components/basket/basket-store";
import type { CheckoutQuoteData } from "./types";

/** Prices the basket on the server (the one pricing service) whenever what it depends on changes. */
export function useQuote(
  locale: string,
  lines: LocalBasketLine[],
  extra: Record<string, unknown>,
  enabled = true,
  signedIn = false,
  initial: CheckoutQuoteData | null = null,
) {
  const [data, setData] = useState<CheckoutQuoteData | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // A quote is for one person: the visitor's prices are dropped the moment the customer signs in, so the
  // summary never shows them as the customer's while the new quote is on its way.
  const [quotedFor, setQuotedFor] = useState(signedIn);
  if (quotedFor !== signedIn) {
    setQuotedFor(signedIn);
    setData(null);
  }
  const key = JSON.stringify({
    lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })),
    ...extra,
  });
  // The page's own quote (priced on the server for what it rendered) answers its question: it is not asked again
  // once the page is live, only when the question changes (issue 14: one request and one re-render fewer).
  const question = `${signedIn}|${key}`;
  const answered = useRef(initial ? question : null);
  useEffect(() => {
    if (!enabled) return;
    if (question === answered.current) return;
    answered.current = null;
    let live = true;
    const body = JSON.parse(key) as ApiInput<"/api/v2/place_order/quote">;
    const ask = async (attempt: number): Promise<void> => {
      setLoading(true);
      const answer = await callApi("/api/v2/place_order/quote", body, locale);
      if (!live) return;
      // A dropped connection is asked again once instead of leaving the last quote standing.
      if (answer.code === NETWORK_ERROR && attempt === 0) return ask(1);
      // The answer is shown in a transition: React renders the priced basket in slices, never one long task.
      startTransition(() => {
        setLoading(false);
        if (answer.ok) {
          setData(answer.data);
          setError(null);
        } else setError(answer.msg);
      });
    };
    const timer = setTimeout(() => void ask(0), 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // signedIn: the same basket is priced again for the customer who just signed in (their offers).
  }, [key, question, locale, enabled, signedIn]);
  return { data, error, loading };
}
