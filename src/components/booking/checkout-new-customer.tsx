"use client";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { forwardRef, useState } from "react";
import { BotCheckField, HoneypotField } from "@/components/forms/bot-check-field";
import { Field, type FieldControl, type FieldLook } from "@/components/forms/field";

/** The fields' labels, translated on the server (the account catalogue is not sent to the booking islands). */
export interface NewCustomerLabels {
  title: string;
  titlePlaceholder: string;
  titles: { value: string; label: string }[];
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  countryCodes: string[];
  defaultCountryCode: string;
  mobile: string;
  mobileHint: string;
  password: string;
  passwordHint: string;
}

export interface NewCustomerValues {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
  password: string;
  signInBy: "password" | "code";
}

export const emptyNewCustomer = (countryCode: string): NewCustomerValues => ({
  title: "",
  firstName: "",
  lastName: "",
  email: "",
  countryCode,
  mobile: "",
  password: "",
  signInBy: "password",
});

const look: FieldLook = {
  label: "mb-1.5 block text-sm font-medium",
  hint: "mt-1.5 text-xs text-stone",
  error: "mt-1.5 text-sm text-red-800",
};

const input =
  "block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold/30 aria-[invalid=true]:border-red-700";

/**
 * Checkout's new customer (decision 116): title, names, e-mail, mobile and one password (or a sign-in code
 * instead). Controlled by the checkout view, so whatever was typed, the password too, survives every error;
 * it is sent with the order from the one Pay button. The ALTCHA widget and the honeypot sit in this form and are
 * read from it (`ref`); `botCheckKey` renews the widget after the server has seen its solution.
 */
export const CheckoutNewCustomer = forwardRef<
  HTMLFormElement,
  {
    labels: NewCustomerLabels;
    values: NewCustomerValues;
    onChange: (values: NewCustomerValues) => void;
    errors: Record<string, string | undefined>;
    locale: string;
    botCheckKey: number;
    onSubmit: () => void;
  }
>(function CheckoutNewCustomer({ labels, values, onChange, errors, locale, botCheckKey, onSubmit }, ref) {
  const t = useTranslations("booking.checkout.account");
  const [shown, setShown] = useState(false);
  const set = (field: keyof NewCustomerValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...values, [field]: e.target.value });
  // Required fields say so with a star beside the label (Field's "star"): the label's text stays the field's name.
  const field = (
    name: "firstName" | "lastName" | "email",
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field id={`nc-${name}`} name={name} label={label} required="star" error={errors[name]} look={look}>
      {(control) => (
        <input
          {...control}
          name={name}
          required
          value={values[name]}
          onChange={set(name)}
          className={input}
          {...props}
        />
      )}
    </Field>
  );
  // The mobile number and the password take the whole row, with a hint under them.
  const wideField = (
    name: "mobile" | "password",
    label: string,
    hint: string,
    control: (control: FieldControl) => React.ReactNode,
  ) => (
    <Field
      id={`nc-${name}`}
      name={name}
      label={label}
      required="star"
      hint={hint}
      error={errors[name]}
      look={look}
      className="sm:col-span-2"
    >
      {control}
    </Field>
  );
  return (
    <form
      ref={ref}
      noValidate
      className="mt-5 grid gap-5 border-t border-linen pt-5 sm:grid-cols-2"
      data-testid="checkout-new-customer"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-sm text-stone sm:col-span-2">
        {t("newIntro")} <span data-testid="required-note">{t("requiredNote")}</span>
      </p>
      <Field
        id="nc-title"
        name="title"
        label={labels.title}
        error={errors.title}
        look={look}
        className="sm:col-span-2 sm:max-w-48"
      >
        {(control) => (
          <select
            {...control}
            name="title"
            value={values.title}
            onChange={set("title")}
            autoComplete="honorific-prefix"
            className={input}
          >
            <option value="">{labels.titlePlaceholder}</option>
            {labels.titles.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {field("firstName", labels.firstName, { autoComplete: "given-name" })}
      {field("lastName", labels.lastName, { autoComplete: "family-name" })}
      <div className="sm:col-span-2">
        {field("email", labels.email, {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
          dir: "ltr",
          spellCheck: false,
        })}
      </div>
      {wideField("mobile", labels.mobile, labels.mobileHint, (control) => (
        <div className="flex gap-2">
          <div className="w-28 shrink-0">
            <label htmlFor="nc-countryCode" className="sr-only">
              {labels.countryCode}
            </label>
            <select
              id="nc-countryCode"
              name="countryCode"
              value={values.countryCode}
              onChange={set("countryCode")}
              autoComplete="tel-country-code"
              dir="ltr"
              className={input}
            >
              {labels.countryCodes.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <input
            {...control}
            name="mobile"
            type="tel"
            required
            value={values.mobile}
            onChange={set("mobile")}
            autoComplete="tel-national"
            dir="ltr"
            className={`${input} text-start`}
          />
        </div>
      ))}
      <input type="hidden" name="signInBy" value={values.signInBy} />
      {values.signInBy === "password" &&
        wideField("password", labels.password, labels.passwordHint, (control) => (
          <div className="relative">
            <input
              {...control}
              name="password"
              type={shown ? "text" : "password"}
              required
              value={values.password}
              onChange={set("password")}
              autoComplete="new-password"
              dir="ltr"
              spellCheck={false}
              className={`${input} pe-14 text-start`}
            />
            <button
              type="button"
              onClick={() => setShown((s) => !s)}
              aria-pressed={shown}
              aria-label={shown ? t("hidePassword") : t("showPassword")}
              aria-controls="nc-password"
              className="absolute inset-y-0 end-0 flex w-12 items-center justify-center rounded-e-xl text-stone hover:text-ink"
            >
              {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
        ))}
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-sm leading-relaxed">
          <input
            id="nc-byCode"
            type="checkbox"
            checked={values.signInBy === "code"}
            onChange={(e) => onChange({ ...values, signInBy: e.target.checked ? "code" : "password" })}
            aria-describedby="nc-code-hint"
            className="mt-0.5 size-5 shrink-0 accent-gold-deep"
          />
          <span>{t("byCode")}</span>
        </label>
        <p id="nc-code-hint" className="mt-1 ps-8 text-xs text-stone">
          {t("byCodeHint")}
        </p>
      </div>
      <div className="sm:col-span-2" key={`bot-check-${botCheckKey}`}>
        <HoneypotField />
        <BotCheckField locale={locale} form="checkout" />
        {errors.altcha && (
          <p id="nc-altcha-error" className={look.error} data-field-error="altcha">
            {errors.altcha}
          </p>
        )}
      </div>
    </form>
  );
});
