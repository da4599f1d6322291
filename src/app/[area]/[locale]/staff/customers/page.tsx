import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { pathFor } from "@/i18n/paths";
import { searchCustomers, searchCustomersSchema, type CustomerMatch } from "@/server/customers/search-customers";
import { openStaffPage, type StaffSearchPageProps } from "../_auth/staff-page";
import { TitledSection } from "@/components/ui/titled-section";
import { StaffSearchForm } from "@/components/staff/staff-search-form";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const metadata: Metadata = { title: "Customers · Back office" };

/** Find a customer by name, e-mail, phone, booking or order number (among those this person may see). */
export default async function StaffCustomersPage({ params, searchParams }: StaffSearchPageProps) {
  const { area, actor, t } = await openStaffPage(params, "staff/customers", "staff.customers", "reception");
  const raw = (await searchParams).q;
  const q = typeof raw === "string" ? raw : "";
  const parsed = q ? searchCustomersSchema.safeParse({ q }) : null;
  const results: CustomerMatch[] | null = parsed?.success ? await searchCustomers(actor, parsed.data) : null;
  const problem =
    parsed && !parsed.success
      ? t(`search.${parsed.error.issues[0]!.message === "searchTooLong" ? "tooLong" : "tooShort"}`)
      : null;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl">{t("title")}</h1>
        <DynamicLink
          href={pathFor(area, "en", "staff/customers/new")}
          className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-ivory hover:bg-gold-deep"
        >
          {t("new")}
        </DynamicLink>
      </div>
      <StaffSearchForm action={pathFor(area, "en", "staff/customers")} submit={t("search.submit")}>
        <label htmlFor="customer-q" className="mb-1.5 block text-sm font-medium">
          {t("search.label")}
        </label>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={q}
          autoFocus
          maxLength={100}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "customer-q-error" : "customer-q-hint"}
          className="block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base focus:border-gold-deep focus:ring-2 focus:ring-gold/30 focus:outline-none"
        />
        <p id="customer-q-hint" className="mt-1.5 text-xs text-stone">
          {t("search.hint")}
        </p>
        {problem && (
          <p id="customer-q-error" className="mt-1.5 text-sm text-red-800">
            {problem}
          </p>
        )}
      </StaffSearchForm>
      {results && (
        <TitledSection
          id="results"
          title={t("search.results", { count: results.length })}
          className="mt-4"
          headingClassName="text-lg font-medium"
        >
          <ListOrEmpty
            items={results}
            empty={<p className="mt-2 text-stone">{t("search.none")}</p>}
            className="mt-3 divide-y divide-linen rounded-xl border border-linen bg-white"
            testId="customer-results"
          >
            {(c) => (
              <li key={c.id}>
                <DynamicLink
                  href={pathFor(area, "en", `staff/customers/${c.id}`)}
                  className="flex flex-wrap items-baseline gap-x-6 gap-y-1 px-4 py-3 hover:bg-sand"
                >
                  <span className="min-w-48 font-medium">
                    {c.firstName} {c.lastName}
                  </span>
                  <span className="text-stone">{c.email}</span>
                  {c.mobile && <span className="text-stone">{c.mobile}</span>}
                  {c.isFree && <span className="rounded-full bg-sand px-2 py-0.5 text-xs">{t("member")}</span>}
                </DynamicLink>
              </li>
            )}
          </ListOrEmpty>
          {results.length > 0 && <p className="mt-2 text-xs text-stone">{t("search.limit")}</p>}
        </TitledSection>
      )}
    </>
  );
}
