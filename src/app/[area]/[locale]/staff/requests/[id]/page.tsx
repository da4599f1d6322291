import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { VisitProposals, type ProposalFormChoices } from "@/components/staff/visit-proposals";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { isAppError } from "@/server/errors/app-error";
import { getRequestForStaff, listAssignableStaff, requestStatuses } from "@/server/requests/manage-requests";
import { hasRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { canSeeClinic } from "@/server/staff/actor";
import { clinicDayOf } from "@/shared/clinic-time";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";
import { listClinics } from "@/server/clinics/list-clinics";
import { listVisitProposals, proposalRequestKinds } from "@/server/requests/propose-visit";
import { assignRequestAction, changeRequestStatusAction, replyToRequestAction } from "../actions";
import { TitledSection } from "@/components/ui/titled-section";
import { StaffBackLink } from "@/components/staff/back-link";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const metadata: Metadata = { title: "Request · Back office" };

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
  const proposable = (proposalRequestKinds as readonly string[]).includes(request.kind);
  let proposals: Awaited<ReturnType<typeof listVisitProposals>> = [];
  let choices: ProposalFormChoices | null = null;
  if (proposable) {
    const now = new Date();
    const [rows, clinics, items] = await Promise.all([
      listVisitProposals(actor, request.id),
      listClinics(),
      listCatalogueItems(),
    ]);
    proposals = rows;
    const mine = clinics.filter((c) => canSeeClinic(actor, c.id));
    const own = mine.find((c) => c.slug === request.clinicSlug) ?? mine[0];
    choices = {
      clinics: mine.map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone, currency: c.currency })),
      defaultClinicId: own?.id ?? null,
      items: items.flatMap((i) =>
        i.options.length
          ? i.options.map((o) => ({ value: `${i.code}:${o.code}`, label: `${i.title} · ${o.name}` }))
          : [{ value: i.code, label: i.title }],
      ),
      timeZones: Intl.supportedValuesOf("timeZone"),
      defaultDay: own ? clinicDayOf(new Date(now.getTime() + 3 * 86_400_000), own.timeZone) : "",
    };
  }
  const details: [string, string | null][] = [
    [t("detail.email"), request.email],
    [t("detail.phone"), request.phone],
    [t("detail.clinic"), request.clinicSlug ?? t("noClinic")],
    [t("detail.language"), request.locale],
    [t("detail.date"), request.preferredDate],
    [t("detail.item"), request.itemCode],
    // The CV's store id means nothing to staff: the download link below stands for it.
    ...Object.entries(request.fields)
      .filter(([k]) => k !== "cvFile")
      .map(([k, v]) => [k, v] as [string, string]),
  ];
  const hidden = { name: "requestId", label: "", type: "hidden" as const, defaultValue: String(request.id) };
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/requests")}>{t("back")}</StaffBackLink>
      <h1 className="mt-2 text-3xl">
        {request.reference} · {t(`kinds.${request.kind}`)}
      </h1>
      <p className="mt-1 text-stone">
        {[request.title, request.fullName].filter(Boolean).join(" ")} ·{" "}
        {request.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="space-y-6">
          <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-linen bg-white p-5 sm:grid-cols-[auto_1fr]">
            {details
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-sm text-stone">{k}</dt>
                  <dd className="break-words">{v}</dd>
                </div>
              ))}
          </dl>
          {request.message && (
            <TitledSection
              id="message-title"
              title={t("message")}
              className="rounded-xl border border-linen bg-white p-5"
              headingClassName="text-lg font-medium"
            >
              <p className="mt-2 whitespace-pre-line">{request.message}</p>
            </TitledSection>
          )}
          {request.kind === "careers" && request.fields.cvFile && (
            <p className="rounded-lg bg-sand p-3 text-sm">
              {hasRole(actor, "manager") ? (
                <a
                  href={`${pathFor(area, "en", `staff/requests/${request.id}`)}/cv`}
                  download
                  className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:text-gold-deep"
                >
                  {t("cvDownload", { name: request.fields.cvName ?? "CV" })}
                </a>
              ) : (
                t("cvManagersOnly")
              )}
            </p>
          )}
          {choices && <VisitProposals requestId={request.id} proposals={proposals} choices={choices} />}
          <TitledSection id="replies-title" title={t("replies")} headingClassName="text-2xl">
            <ListOrEmpty
              items={request.replies}
              empty={<p className="mt-2 text-stone">{t("noReplies")}</p>}
              className="mt-3 space-y-3"
            >
              {(reply, i) => (
                <li key={i} className="rounded-xl border border-linen bg-white p-4" data-testid="request-reply">
                  <p className="text-sm text-stone">
                    {t("repliedBy", {
                      name: reply.staff ?? "—",
                      at: reply.sentAt.toISOString().slice(0, 16).replace("T", " "),
                    })}
                  </p>
                  <p className="mt-2 whitespace-pre-line">{reply.body}</p>
                </li>
              )}
            </ListOrEmpty>
            <div className="mt-4 rounded-xl border border-linen bg-white p-5">
              <ActionForm
                feedback="beside"
                action={replyToRequestAction}
                testId="request-reply-form"
                fields={[
                  hidden,
                  {
                    name: "body",
                    label: t("replyLabel", { email: request.email }),
                    type: "textarea",
                    hint: t("replyHint"),
                  },
                ]}
                submits={[{ label: t("sendReply") }]}
              />
            </div>
          </TitledSection>
        </div>
        <aside className="space-y-6">
          <div className="rounded-xl border border-linen bg-white p-5">
            <ActionForm
              feedback="beside"
              action={changeRequestStatusAction}
              testId="request-status-form"
              fields={[
                hidden,
                {
                  name: "status",
                  label: t("status"),
                  type: "select",
                  defaultValue: request.status,
                  options: requestStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
                },
              ]}
              submits={[{ label: t("saveStatus") }]}
            />
          </div>
          <div className="rounded-xl border border-linen bg-white p-5">
            <ActionForm
              feedback="beside"
              action={assignRequestAction}
              testId="request-assign-form"
              fields={[
                hidden,
                {
                  name: "staffId",
                  label: t("assignee"),
                  type: "select",
                  defaultValue: request.assignedTo ?? "",
                  options: [{ value: "", label: t("nobody") }, ...staff.map((s) => ({ value: s.id, label: s.name }))],
                },
              ]}
              submits={[{ label: t("assign") }]}
            />
          </div>
        </aside>
      </div>
    </>
  );
}
