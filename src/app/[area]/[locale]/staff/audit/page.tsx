import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { requireStaffPage } from "@/server/staff/current-staff";
import { AUDIT_FILTER_MAX, AUDIT_PAGE_SIZE, listAuditLog } from "@/server/staff/list-audit-log";
import { queryValue } from "@/server/input/query-value";

export const metadata: Metadata = { title: "Audit log" };

type Filters = { action?: string; actor?: string; entity?: string; from?: string; to?: string };

const when = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "medium" });

function changeText(value: Record<string, unknown> | null): string {
  return value ? JSON.stringify(value) : "–";
}

/** The audit log (issue 10): read-only, filterable; managers see their clinics' rows. */
export default async function StaffAuditPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<Filters>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/audit", role: "manager" });
  const query = await searchParams;
  const filters: Filters = Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        ["action", "actor", "entity", "from", "to"].includes(key) &&
        typeof value === "string" &&
        queryValue(value) !== "",
    ),
  );
  const [t, roles, rows, clinics] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.audit" }),
    getTranslations({ locale: "en", namespace: "staff.roles" }),
    listAuditLog(actor, filters),
    listClinics(),
  ]);
  const clinicName = (id: number | null) =>
    id === null ? "–" : (clinics.find((c) => c.id === id)?.name ?? String(id));
  const input = "block w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-base";
  const field = (name: keyof Filters, label: string, type = "text") => (
    <div>
      <label htmlFor={`audit-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        maxLength={type === "text" ? AUDIT_FILTER_MAX : undefined}
        defaultValue={filters[name] ?? ""}
        className={input}
      />
    </div>
  );

  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-stone">
        {t("intro")} {actor.role === "manager" && t("introManager")}
      </p>
      <form
        method="get"
        className="mt-6 grid gap-3 rounded-2xl border border-linen bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
        role="search"
        aria-label={t("filter")}
      >
        {field("action", t("action"))}
        {field("actor", t("actor"))}
        {field("entity", t("entity"))}
        {field("from", t("from"), "date")}
        {field("to", t("to"), "date")}
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="min-h-11 rounded-full bg-ink px-5 py-2.5 font-medium text-ivory hover:bg-gold-deep"
          >
            {t("filter")}
          </button>
          <DynamicLink
            href={pathFor(area, "en", "staff/audit")}
            className="min-h-11 px-2 py-2.5 text-sm underline underline-offset-4"
          >
            {t("clear")}
          </DynamicLink>
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="mt-6 text-stone">{t("none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-linen bg-white">
          <table className="w-full min-w-[56rem] text-start text-sm" data-testid="audit-table">
            <thead className="bg-sand text-start">
              <tr>
                {[t("when"), t("who"), t("action"), t("what"), t("clinic"), t("change"), t("reason")].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-linen align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{when.format(row.at)}</td>
                  <td className="px-3 py-2">
                    {row.actorName ?? t("system")}
                    <span className="block text-xs text-stone">
                      {row.actorEmail && <span dir="ltr">{row.actorEmail} · </span>}
                      {row.actorRole === "system" ? "" : roles(row.actorRole)}
                    </span>
                  </td>
                  <td className="px-3 py-2 font-mono">{row.action}</td>
                  <td className="px-3 py-2">
                    {row.entity} <span className="font-mono text-xs break-all">{row.entityId}</span>
                  </td>
                  <td className="px-3 py-2">{clinicName(row.clinicId)}</td>
                  <td className="max-w-md px-3 py-2 font-mono text-xs break-all">
                    {changeText(row.before)} → {changeText(row.after)}
                  </td>
                  <td className="px-3 py-2">{row.reason ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length === AUDIT_PAGE_SIZE && (
        <p className="mt-3 text-sm text-stone">{t("limit", { count: AUDIT_PAGE_SIZE })}</p>
      )}
    </>
  );
}
