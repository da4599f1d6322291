import { getTranslations } from "next-intl/server";
import {
  sendCareersApplication,
  sendConciergeRequest,
  sendFranchisingEnquiry,
} from "@/app/[area]/[locale]/(site)/_requests/enquiry-actions";
import type { Area } from "@/config/site";
import { localeTags, type Locale } from "@/i18n/locales";
import { OPEN_APPLICATION } from "@/server/requests/careers-application-schema";
import { conciergeRegions, conciergeServices, MAX_GUESTS } from "@/server/requests/concierge-request-schema";
import { investmentRanges } from "@/server/requests/franchising-enquiry-schema";
import { areaCountry, countryOptions } from "./country-options";
import { RequestSection as Section } from "./request-section";
import { EnquiryForm, type EnquiryField, type EnquiryFormName } from "./enquiry-form";

interface Context {
  area: Area;
  locale: Locale;
}

/** Every message key the three schemas (and the CV check) can name, in the page's language. */
async function formLabels(locale: Locale, submit: string) {
  const [t, request] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "catalogue.request" }),
  ]);
  const shared = ["fullName", "email", "emailFormat", "phone", "messageLength", "form"] as const;
  // requests.errors.contact: the phone and message the contact form says too.
  const contact = ["phoneCountry", "phoneFormat", "message"] as const;
  // requests.errors.enquiry: the concierge, franchising and careers forms' own.
  const enquiry = [
    "datePast",
    "region",
    "city",
    "dateFrom",
    "dateTo",
    "dateOrder",
    "guests",
    "services",
    "company",
    "country",
    "investment",
    "experience",
    "experienceLength",
    "coverNote",
    "coverNoteLength",
    "job",
    "cv",
    "cvSize",
    "cvType",
  ] as const;
  const errors: Record<string, string> = Object.fromEntries(shared.map((key) => [key, request(`errors.${key}`)]));
  for (const key of contact) errors[key] = t(`errors.contact.${key}`);
  for (const key of enquiry) errors[key] = t(`errors.enquiry.${key}`);
  return {
    submit,
    sending: request("sending"),
    required: request("required"),
    formError: request("errors.form"),
    errors,
  };
}

/** Name, e-mail and phone with its country code: the same fields and words as the contact form. */
async function personRows({ area, locale }: Context): Promise<EnquiryField[][]> {
  const [t, request] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "catalogue.request" }),
  ]);
  return [
    [
      { name: "fullName", label: request("fields.fullName"), type: "text", required: true, autoComplete: "name" },
      {
        name: "email",
        label: request("fields.email"),
        type: "email",
        required: true,
        autoComplete: "email",
        ltr: true,
      },
    ],
    [
      {
        name: "phoneCountry",
        label: t("fields.phoneCountry"),
        type: "select",
        required: true,
        autoComplete: "tel-country-code",
        defaultValue: areaCountry[area],
        options: countryOptions(localeTags[locale]).map((c) => ({ value: c.code, label: c.label })),
      },
      {
        name: "phone",
        label: t("fields.phone"),
        type: "tel",
        required: true,
        autoComplete: "tel-national",
        ltr: true,
        hint: t("fields.phoneHint"),
      },
    ],
  ];
}

/** An enquiry form with its labels in the page's language; `submit`: its button's words. */
async function enquiryForm(
  form: EnquiryFormName,
  action: React.ComponentProps<typeof EnquiryForm>["action"],
  { area, locale }: Context,
  rows: (EnquiryField | EnquiryField[])[],
  submit: string,
) {
  return (
    <EnquiryForm
      form={form}
      action={action}
      area={area}
      locale={locale}
      rows={rows}
      labels={await formLabels(locale, submit)}
    />
  );
}

/** The concierge request, on the national page (region preset to the site's country) and the international one. */
export async function ConciergeRequestSection({
  area,
  locale,
  scope,
}: Context & { scope: "national" | "international" }) {
  const [t, home, people] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "home" }),
    personRows({ area, locale }),
  ]);
  const country =
    new Intl.DisplayNames([localeTags[locale]], { type: "region" }).of(areaCountry[area]) ?? areaCountry[area];
  const rows: (EnquiryField | EnquiryField[])[] = [
    ...people,
    [
      {
        name: "region",
        label: t("fields.region"),
        type: "select",
        required: true,
        choose: t("fields.choose"),
        defaultValue: scope === "national" ? "national" : "",
        options: conciergeRegions.map((r) => ({ value: r, label: t(`regions.${r}`, { country }) })),
      },
      { name: "city", label: t("fields.city"), type: "text", required: true, autoComplete: "address-level2" },
    ],
    [
      { name: "dateFrom", label: t("fields.dateFrom"), type: "date", required: true, ltr: true },
      { name: "dateTo", label: t("fields.dateTo"), type: "date", required: true, ltr: true },
    ],
    {
      name: "guests",
      label: t("fields.guests"),
      type: "number",
      required: true,
      min: "1",
      max: String(MAX_GUESTS),
      defaultValue: "1",
      ltr: true,
    },
    {
      name: "services",
      label: t("fields.services"),
      type: "checkboxes",
      required: true,
      options: conciergeServices.map((s) => ({ value: s, label: home(`families.${s}.name`) })),
    },
    { name: "message", label: t("fields.messageOptional"), type: "textarea", hint: t("fields.messageHint") },
  ];
  return (
    <Section id="concierge-request" title={t("concierge.title")} intro={t("concierge.intro")}>
      {await enquiryForm("concierge", sendConciergeRequest, { area, locale }, rows, t("concierge.submit"))}
    </Section>
  );
}

/** The franchising enquiry (join-us/franchising). */
export async function FranchisingEnquirySection({ area, locale }: Context) {
  const [t, people] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    personRows({ area, locale }),
  ]);
  const names = new Intl.DisplayNames([localeTags[locale]], { type: "region" });
  const countries = countryOptions(localeTags[locale]).map((c) => ({
    value: c.code,
    label: names.of(c.code) ?? c.code,
  }));
  const rows: (EnquiryField | EnquiryField[])[] = [
    ...people,
    { name: "company", label: t("fields.company"), type: "text", required: true, autoComplete: "organization" },
    [
      {
        name: "country",
        label: t("fields.country"),
        type: "select",
        required: true,
        choose: t("fields.countryChoose"),
        options: countries,
        autoComplete: "country",
      },
      { name: "city", label: t("fields.city"), type: "text", required: true, autoComplete: "address-level2" },
    ],
    {
      name: "investment",
      label: t("fields.investment"),
      type: "select",
      required: true,
      choose: t("fields.investmentChoose"),
      options: investmentRanges.map((r) => ({ value: r, label: t(`investmentRanges.${r}`) })),
    },
    {
      name: "experience",
      label: t("fields.experience"),
      type: "textarea",
      required: true,
      hint: t("fields.experienceHint"),
    },
    { name: "message", label: t("fields.message"), type: "textarea", required: true },
  ];
  return (
    <Section id="franchising-enquiry" title={t("franchising.title")} intro={t("franchising.intro")}>
      {await enquiryForm("franchising", sendFranchisingEnquiry, { area, locale }, rows, t("franchising.submit"))}
    </Section>
  );
}

/** A job application's form, on its page: for one posted job, or an open application (no job). */
export async function CareersApplicationForm({ area, locale, job }: Context & { job?: string }) {
  const [t, people] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    personRows({ area, locale }),
  ]);
  const rows: (EnquiryField | EnquiryField[])[] = [
    { name: "job", label: t("fields.job"), type: "hidden", defaultValue: job ?? OPEN_APPLICATION },
    ...people,
    { name: "coverNote", label: t("fields.coverNote"), type: "textarea", required: true },
    {
      name: "cv",
      label: t("fields.cv"),
      type: "file",
      required: true,
      hint: t("fields.cvHint"),
      accept:
        ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    },
  ];
  return enquiryForm("careers", sendCareersApplication, { area, locale }, rows, t("careers.submit"));
}
