import type { ReactNode } from "react";
import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { pathFor } from "@/i18n/paths";
import { listClinicsForStaff } from "@/server/clinics/manage-clinic";
import { listRequestsForStaff, requestKindsFor, requestStatuses } from "@/server/requests/manage-requests";
import { queryValue } from "@/server/input/query-value";
import { openStaffPage, type StaffSearchPageProps } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Requests · Back office" };

const selectClass = "block w-full rounded-xl border border-linen bg-white px-3 py-3 text-base";

/** Every website request this person may see, newest first, filtered by kind, status and clinic. */
export default async function StaffRequestsPage({ params, searchParams }: StaffSearchPageProps) {
  const { area, actor, t } = await openStaffPage(params, "staff/requests", "staff.requests", "reception");
  const query = await searchParams;
  const filter = {
    kind: queryValue(query.kind) || undefined,
    status: queryValue(query.status) || undefined,
    clinic: queryValue(query.clinic) || undefined,
  };
  const [rows, clinics] = await Promise.all([listRequestsForStaff(actor, filter), listClinicsForStaff(actor)]);
  const clinicName = (slug: string | null) =>
    slug ? (clinics.find((c) => c.slug === slug)?.name ?? slug) : t("noClinic");
  /** One filter: "all" first, then its choices (and what follows them). */
  const filterSelect = (
    name: keyof typeof filter,
    label: string,
    options: { value: string; label: string }[],
    after?: ReactNode,
  ) => (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={filter[name] ?? ""} className={selectClass}>
        <option value="">{t("all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {after}
      </select>
    </label>
  );
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <form
        method="get"
        className="mt-4 grid gap-3 rounded-xl border border-linen bg-white p-4 sm:grid-cols-4"
        aria-label={t("filters")}
      >
        {filterSelect(
          "kind",
          t("kind"),
          requestKindsFor(actor).map((k) => ({ value: k, label: t(`kinds.${k}`) })),
        )}
        {filterSelect(
          "status",
          t("status"),
          requestStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) })),
        )}
        {filterSelect(
          "clinic",
          t("clinic"),
          clinics.map((c) => ({ value: c.slug, label: c.name })),
          <option value="none">{t("noClinic")}</option>,
        )}
        <div className="flex items-end">
          <button type="submit" className="min-h-12 w-full rounded-full bg-ink px-6 font-medium text-ivory">
            {t("apply")}
          </button>
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="mt-6 text-stone">{t("empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-linen bg-white">
          <table className="w-full text-sm">
            <thead className="bg-sand">
              <tr>
                {["reference", "from", "kind", "clinic", "status", "assignee", "received"].map((h) => (
                  <th key={h} scope="col" className="p-3 text-start">
                    {t(`columns.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-linen" data-testid="request-row">
                  <td className="p-3">
                    <DynamicLink
                      href={pathFor(area, "en", `staff/requests/${row.id}`)}
                      className="font-medium text-gold-deep underline"
                    >
                      {row.reference}
                    </DynamicLink>
                  </td>
                  <td className="p-3">
                    {row.fullName}
                    <span className="block text-xs text-stone">{row.email}</span>
                  </td>
                  <td className="p-3">{t(`kinds.${row.kind}`)}</td>
                  <td className="p-3">{clinicName(row.clinicSlug)}</td>
                  <td className="p-3">{t(`statuses.${row.status}`)}</td>
                  <td className="p-3">{row.assignee ?? "—"}</td>
                  <td className="p-3 whitespace-nowrap">
                    {row.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
