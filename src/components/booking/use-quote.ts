"use client";
import { useEffect, useState } from "react";
import { callApi, type LocalBasketLine } from "@/components/basket/basket-store";
import type { CheckoutQuoteData } from "./types";

/** Prices the basket on the server (the one pricing service) whenever what it depends on changes. */
export function useQuote(locale: string, lines: LocalBasketLine[], extra: Record<string, unknown>, enabled = true, signedIn = false) {
  const [data, setData] = useState<CheckoutQuoteData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify({ lines: lines.map(({ code, optionCode, quantity }) => ({ code, optionCode, quantity })), ...extra });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const body = JSON.parse(key) as Record<string, unknown>;
    const timer = setTimeout(async () => {
      setLoading(true);
      const answer = await callApi<CheckoutQuoteData>("/api/v2/place_order/quote", body, locale);
      if (!live) return;
      setLoading(false);
      if (answer.code === 2000) {
        setData(answer.data);
        setError(null);
      } else setError(answer.msg);
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // signedIn: the same basket is priced again for the customer who just signed in (their offers).
  }, [key, locale, enabled, signedIn]);
  return { data, error, loading };
}
