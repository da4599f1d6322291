"use client";
import { useEffect, type RefObject } from "react";

/** Fields in error mark themselves: `aria-invalid="true"`, or `data-error-name` where ARIA has no such state (a button). */
const IN_ERROR = '[aria-invalid="true"], [data-error-name]';

/**
 * After each refusal (`refusal` counts them; 0: none yet), once the page shows it: move the focus to the first field
 * in error inside `root`, in the page's order, scrolled to the middle of the screen so no sticky bar covers it, or to
 * the message (`messageId`) when no field is in error (issue 40, row 3: a customer at the phone's sticky Pay bar saw
 * "Please check the highlighted fields" and nothing moved).
 */
export function useRefusalFocus(root: RefObject<HTMLElement | null>, refusal: number, messageId: string): void {
  useEffect(() => {
    if (refusal === 0 || !root.current) return;
    const target = root.current.querySelector<HTMLElement>(IN_ERROR) ?? document.getElementById(messageId);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }, [root, refusal, messageId]);
}

/** The fields of checkout in the order the page shows them: a refusal's summary names them in this order. */
export const checkoutFieldOrder = [
  "account",
  "title",
  "firstName",
  "lastName",
  "email",
  "mobile",
  "password",
  "cardNumber",
  "cardExpiry",
  "cardCvc",
  "card",
  "terms",
] as const;

/** The names of the fields in error, once each, in the page's order (`names` gives each field's label). */
export function fieldsInError(
  errors: Partial<Record<string, string>>,
  names: Partial<Record<(typeof checkoutFieldOrder)[number], string>>,
): string[] {
  const named = checkoutFieldOrder.filter((field) => errors[field]).map((field) => names[field] ?? "");
  return [...new Set(named.filter(Boolean))];
}
