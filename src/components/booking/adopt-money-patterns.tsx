"use client";
import { adoptMoneyPatterns, type MoneyPattern } from "@/i18n/format-money";

/**
 * Hands formatMoney the page's money patterns, computed on the server, before the islands after it render: they
 * print prices without building an Intl.NumberFormat (decision 199). Renders nothing.
 */
export function AdoptMoneyPatterns({ patterns }: { patterns: Record<string, MoneyPattern> }) {
  adoptMoneyPatterns(patterns);
  return null;
}
