import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { FieldSpec } from "@/components/account/action-form";
import { countryCodeOptions, titleOptions } from "@/components/account/field-options";
import { longFormPath } from "@/config/content-pages";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { hiddenFields } from "@/components/account/field-specs";

interface Place {
  area: Area;
  locale: Locale;
  /** Where to land after success (a local path), or "" for the default. */
  next: string;
}

const hidden = ({ area, locale, next }: Place): FieldSpec[] => hiddenFields({ area, locale, next });

/** The registration form's fields, shared by the register page and checkout's inline "new customer". */
export async function registerFields(place: Place & { referral: string }): Promise<FieldSpec[]> {
  const { area, locale } = place;
  const f = await getTranslations({ locale, namespace: "auth" });
  const link = (path: string) =>
    function LegalLink(chunks: React.ReactNode) {
      return (
        <DynamicLink
          href={pathFor(area, locale, path)}
          className="underline decoration-gold underline-offset-2 hover:text-gold-deep"
          target="_blank"
        >
          {chunks}
        </DynamicLink>
      );
    };
  return [
    ...hidden(place),
    {
      name: "title",
      type: "select",
      label: f("fields.title"),
      placeholder: f("fields.titlePlaceholder"),
      options: titleOptions((v) => f(`titles.${v}`)),
      autoComplete: "honorific-prefix",
    },
    { name: "firstName", label: f("fields.firstName"), autoComplete: "given-name", pair: true },
    { name: "lastName", label: f("fields.lastName"), autoComplete: "family-name", pair: true },
    { name: "email", type: "email", label: f("fields.email"), autoComplete: "email", inputMode: "email", pair: true },
    {
      name: "confirmEmail",
      type: "email",
      label: f("fields.confirmEmail"),
      autoComplete: "email",
      inputMode: "email",
      pair: true,
    },
    {
      name: "mobile",
      type: "tel",
      label: f("fields.mobile"),
      autoComplete: "tel-national",
      hint: f("fields.mobileHint"),
      prefix: {
        name: "countryCode",
        type: "select",
        ltr: true,
        label: f("fields.countryCode"),
        options: countryCodeOptions,
        defaultValue: area === "za" ? "+27" : area === "uk" ? "+44" : "+1",
        autoComplete: "tel-country-code",
      },
    },
    {
      name: "password",
      type: "password",
      label: f("fields.password"),
      autoComplete: "new-password",
      hint: f("fields.passwordHint"),
      pair: true,
    },
    {
      name: "confirmPassword",
      type: "password",
      label: f("fields.confirmPassword"),
      autoComplete: "new-password",
      pair: true,
    },
    {
      name: "referralCode",
      label: f("fields.referralCode"),
      hint: f("fields.referralHint"),
      defaultValue: place.referral,
      autoComplete: "off",
    },
    {
      name: "acceptTerms",
      type: "checkbox",
      label: f.rich("fields.acceptTerms", {
        terms: link(longFormPath("terms")),
        privacy: link(longFormPath("privacy")),
      }),
    },
    { name: "remember", type: "checkbox", label: f("fields.remember") },
  ];
}

/** The e-mail and "remember me" of both sign-ins: the login page fills them from the remembered account. */
async function signInParts(place: Place & { rememberedEmail?: string | null }) {
  const f = await getTranslations({ locale: place.locale, namespace: "auth.fields" });
  const remembered = place.rememberedEmail ?? null;
  const email: FieldSpec = {
    name: "email",
    type: "email",
    label: f("email"),
    autoComplete: "email",
    inputMode: "email",
    defaultValue: remembered ?? "",
  };
  const remember: FieldSpec = {
    name: "remember",
    type: "checkbox",
    label: f("remember"),
    defaultValue: remembered ? "on" : "",
  };
  return { f, email, remember };
}

/** E-mail and password sign-in fields (the login page adds the remembered e-mail). */
export async function passwordSignInFields(place: Place & { rememberedEmail?: string | null }): Promise<FieldSpec[]> {
  const { f, email, remember } = await signInParts(place);
  return [
    ...hidden(place),
    email,
    { name: "password", type: "password", label: f("password"), autoComplete: "current-password" },
    remember,
  ];
}

/** E-mail sign-in by a mailed code: the code and "remember me" show once the code is sent (step "code"). */
export async function codeSignInFields(place: Place & { rememberedEmail?: string | null }): Promise<FieldSpec[]> {
  const { f, email, remember } = await signInParts(place);
  return [
    ...hidden(place),
    email,
    { name: "code", label: f("code"), autoComplete: "one-time-code", inputMode: "numeric", step: "code" },
    { ...remember, step: "code" },
  ];
}
