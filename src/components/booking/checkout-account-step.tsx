"use client";
import Link from "next/link";
import { useTranslations } from "@/i18n/islands/island-intl";

export type AccountChoice = "sign-in" | "new-customer" | null;

/**
 * The sign-in-or-new-customer step of checkout (docs/product/entities.md: one must be chosen first).
 *
 * SEAM for the lead: the accounts feature owns sign-in and registration. Pass its inline forms as
 * `signInForm` and `registerForm`; on success they must leave the basket and the chosen time alone (they
 * live in localStorage) and then call the basket merge (POST /api/v2/my_center/merge_cart). Until wired,
 * the step links to the login and register pages with `next` pointing back here.
 */
export function CheckoutAccountStep({
  choice,
  onChoose,
  error,
  signedIn,
  loginHref,
  registerHref,
  signInForm,
  registerForm,
}: {
  choice: AccountChoice;
  onChoose: (choice: AccountChoice) => void;
  error: boolean;
  signedIn: boolean;
  loginHref: string;
  registerHref: string;
  signInForm?: React.ReactNode;
  registerForm?: React.ReactNode;
}) {
  const t = useTranslations("booking.checkout.account");
  if (signedIn) return null;
  const button = (value: Exclude<AccountChoice, null>, label: string) => (
    <button
      type="button"
      aria-pressed={choice === value}
      // The first choice is where a refused checkout takes the focus, named by the step's title (checkout-view.tsx).
      data-error-name={error && value === "sign-in" ? t("title") : undefined}
      onClick={() => onChoose(value)}
      className={`flex-1 rounded-full border px-5 py-3 font-medium transition ${choice === value ? "border-ink bg-ink text-ivory" : "border-ink/20 bg-white hover:border-gold-deep"}`}
    >
      {label}
    </button>
  );
  // Without the form in place (no JavaScript yet): a hint and the page that has it.
  const continueOn = (hint: string, href: string, link: string) => (
    <p className="mt-4 text-sm text-stone">
      {t(hint)}{" "}
      <Link href={href} className="font-medium text-ink underline underline-offset-4">
        {t(link)}
      </Link>
    </p>
  );
  return (
    <fieldset
      className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6"
      aria-describedby={error ? "account-error" : undefined}
    >
      <legend className="px-1 font-serif text-2xl">{t("title")}</legend>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        {button("sign-in", t("signIn"))}
        {button("new-customer", t("newCustomer"))}
      </div>
      {error && (
        <p id="account-error" role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t("chooseFirst")}
        </p>
      )}
      {choice === "sign-in" && (signInForm ?? continueOn("signInHint", loginHref, "continueSignIn"))}
      {choice === "new-customer" && (registerForm ?? continueOn("newHint", registerHref, "continueRegister"))}
    </fieldset>
  );
}
