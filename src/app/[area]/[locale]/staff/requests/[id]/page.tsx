import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { StaffShell } from "@/components/staff/staff-shell";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { isAppError } from "@/server/errors/app-error";
import { getRequestForStaff, listAssignableStaff, requestStatuses } from "@/server/requests/manage-requests";
import { requireStaffPage } from "@/server/staff/current-staff";
import { assignRequestAction, changeRequestStatusAction, replyToRequestAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Request · Back office", robots: { index: false, follow: false } };

/** One request: what was sent, its status and assignee, the replies, and a reply by e-mail. */
export default async function StaffRequestPage({ params }: { params: Promise<Awaited<RouteParams> & { id: string }> }) {
  const { area, locale } = await resolvePageContext(params);
  const id = (await params).id;
  const actor = await requireStaffPage({ area, locale, path: `staff/requests/${id}`, role: "reception" });
  const t = await getTranslations({ locale: "en", namespace: "staff.requests" });
  const request = await getRequestForStaff(actor, id).catch((error: unknown) => {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "VALIDATION")) notFound();
    if (error instanceof Error && error.name === "ZodError") notFound();
    throw error;
  });
  const staff = await listAssignableStaff(actor, request.clinicSlug);
  const details: [string, string | null][] = [
    [t("detail.email"), request.email],
    [t("detail.phone"), request.phone],
    [t("detail.clinic"), request.clinicSlug ?? t("noClinic")],
    [t("detail.language"), request.locale],
    [t("detail.date"), request.preferredDate],
    [t("detail.item"), request.itemCode],
    ...Object.entries(request.fields).map(([k, v]) => [k, v] as [string, string]),
  ];
  const hidden = { name: "requestId", label: "", type: "hidden" as const, defaultValue: String(request.id) };
  return (
    <StaffShell area={area} actor={actor} current="requests">
      <p>
        <Link href={pathFor(area, "en", "staff/requests")} className="text-sm text-gold-deep underline">{t("back")}</Link>
      </p>
      <h1 className="mt-2 text-3xl">
        {request.reference} · {t(`kinds.${request.kind}` as never)}
      </h1>
      <p className="mt-1 text-stone">
        {[request.title, request.fullName].filter(Boolean).join(" ")} · {request.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="space-y-6">
          <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-linen bg-white p-5 sm:grid-cols-[auto_1fr]">
            {details.filter(([, v]) => v).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-sm text-stone">{k}</dt>
                <dd className="break-words">{v}</dd>
              </div>
            ))}
          </dl>
          {request.message && (
            <section aria-labelledby="message-title" className="rounded-xl border border-linen bg-white p-5">
              <h2 id="message-title" className="text-lg font-medium">{t("message")}</h2>
              <p className="mt-2 whitespace-pre-line">{request.message}</p>
            </section>
          )}
          {request.kind === "careers" && <p className="rounded-lg bg-sand p-3 text-sm">{t("cvNote")}</p>}
          <section aria-labelledby="replies-title">
            <h2 id="replies-title" className="text-2xl">{t("replies")}</h2>
            {request.replies.length === 0 ? (
              <p className="mt-2 text-stone">{t("noReplies")}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {request.replies.map((reply, i) => (
                  <li key={i} className="rounded-xl border border-linen bg-white p-4" data-testid="request-reply">
                    <p className="text-sm text-stone">{t("repliedBy", { name: reply.staff ?? "—", at: reply.sentAt.toISOString().slice(0, 16).replace("T", " ") })}</p>
                    <p className="mt-2 whitespace-pre-line">{reply.body}</p>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 rounded-xl border border-linen bg-white p-5">
              <ActionForm
                action={replyToRequestAction}
                testId="request-reply-form"
                fields={[hidden, { name: "body", label: t("replyLabel", { email: request.email }), type: "textarea", hint: t("replyHint") }]}
                submits={[{ label: t("sendReply") }]}
              />
            </div>
          </section>
        </div>
        <aside className="space-y-6">
          <div className="rounded-xl border border-linen bg-white p-5">
            <ActionForm
              action={changeRequestStatusAction}
              testId="request-status-form"
              fields={[hidden, { name: "status", label: t("status"), type: "select", defaultValue: request.status, options: requestStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })) }]}
              submits={[{ label: t("saveStatus") }]}
            />
          </div>
          <div className="rounded-xl border border-linen bg-white p-5">
            <ActionForm
              action={assignRequestAction}
              testId="request-assign-form"
              fields={[hidden, { name: "staffId", label: t("assignee"), type: "select", defaultValue: request.assignedTo ?? "", options: [{ value: "", label: t("nobody") }, ...staff.map((s) => ({ value: s.id, label: s.name }))] }]}
              submits={[{ label: t("assign") }]}
            />
          </div>
        </aside>
      </div>
    </StaffShell>
  );
}
