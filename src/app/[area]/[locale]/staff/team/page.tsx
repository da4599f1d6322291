import type { ReactNode } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { staffRoles, type StaffRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { listStaff, type StaffMember } from "@/server/staff/list-staff";
import { listStaffInvitations } from "@/server/staff/list-staff-invitations";
import { cliniciansAmong } from "@/server/health/clinicians";
import {
  addStaffAction,
  changeStaffAction,
  removeStaffAction,
  resendInvitationAction,
  revokeInvitationAction,
  setClinicianAction,
} from "./actions";
import { TitledSection } from "@/components/ui/titled-section";
import { hiddenFields } from "@/components/account/field-specs";

export const metadata: Metadata = { title: "Staff" };

const when = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" });

/** A person's first line on the team page: name, e-mail, role and clinics, then what else the page says of them. */
function PersonLine({
  name,
  email,
  role,
  clinics,
  children,
}: {
  name: ReactNode;
  email: string;
  role: string;
  clinics: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="text-lg font-medium">{name}</p>
      <p className="text-sm text-stone" dir="ltr">
        {email}
      </p>
      <p className="text-sm">
        {role} · {clinics}
      </p>
      {children}
    </div>
  );
}

/** One of the page's lists (the invitations, the staff): what to say while it is empty, then the list itself. */
function PeopleList<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 && <p className="mt-3 text-stone">{empty}</p>}
      <ul className="mt-4 grid gap-3">{items.map(children)}</ul>
    </>
  );
}

/** Staff management (issue 10): admins manage everyone, managers reception at their clinics. */
export default async function StaffTeamPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/team", role: "manager" });
  const [t, roles, clinics, members, invitations] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.team" }),
    getTranslations({ locale: "en", namespace: "staff.roles" }),
    listClinics(),
    listStaff(actor),
    listStaffInvitations(actor),
  ]);
  const clinicians = await cliniciansAmong(members.map((m) => m.userId));
  const grantable: StaffRole[] = actor.role === "admin" ? [...staffRoles] : ["reception"];
  const myClinics =
    actor.clinicIds === "all" ? clinics : clinics.filter((c) => (actor.clinicIds as number[]).includes(c.id));
  const clinicName = (id: number) => clinics.find((c) => c.id === id)?.name ?? String(id);
  /** Where a person (invited or on the staff) works: every clinic for an admin, else their clinics' names. */
  const clinicsOf = (person: { role: StaffRole; clinicIds: number[] }) =>
    person.role === "admin" ? t("allClinics") : person.clinicIds.map(clinicName).join(", ");
  const place: FieldSpec[] = [...hiddenFields({ area, locale: "en" })];
  const roleField = (value?: string): FieldSpec => ({
    name: "role",
    type: "select",
    label: t("role"),
    defaultValue: value ?? grantable[0],
    options: grantable.map((r) => ({ value: r, label: roles(r) })),
  });
  const clinicFields = (ticked: number[] = []): FieldSpec[] =>
    myClinics.map((c) => ({
      name: `clinic-${c.id}`,
      type: "checkbox",
      label: c.name,
      defaultValue: ticked.includes(c.id) ? "on" : "",
      pair: true,
    }));
  const status = (m: StaffMember) =>
    !m.passwordSet ? t("status.invited") : !m.authenticator ? t("status.noAuthenticator") : t("status.ready");

  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-stone">{actor.role === "admin" ? t("intro") : t("introManager")}</p>

      <TitledSection
        id="add-staff"
        title={t("addTitle")}
        className="mt-8 max-w-2xl rounded-2xl border border-linen bg-white p-6"
        headingClassName="mb-4 text-xl"
      >
        <ActionForm
          feedback="beside"
          action={addStaffAction}
          testId="add-staff-form"
          fields={[
            ...place,
            { name: "email", type: "email", label: t("email"), autoComplete: "off" },
            { name: "firstName", label: t("firstName"), autoComplete: "off", pair: true },
            { name: "lastName", label: t("lastName"), autoComplete: "off", pair: true },
            { ...roleField(), hint: actor.role === "admin" ? t("clinicHint") : t("clinicHintManager") },
            ...clinicFields(),
          ]}
          submits={[{ label: t("add") }]}
        />
      </TitledSection>

      <TitledSection id="staff-invitations" title={t("invitations.title")} className="mt-10" testId="staff-invitations">
        <p className="mt-1 max-w-2xl text-sm text-stone">{t("invitations.intro")}</p>
        <PeopleList items={invitations} empty={t("invitations.empty")}>
          {(invitation) => (
            <li
              key={invitation.id}
              className="rounded-2xl border border-linen bg-white p-4"
              data-testid="staff-invitation"
              data-email={invitation.email}
              data-status={invitation.status}
            >
              <PersonLine
                name={`${invitation.firstName} ${invitation.lastName}`}
                email={invitation.email}
                role={roles(invitation.role)}
                clinics={clinicsOf(invitation)}
              >
                <p className="text-sm text-stone">
                  {invitation.status === "pending"
                    ? t("invitations.pending", { by: invitation.by, when: when.format(invitation.expiresAt) })
                    : invitation.status === "revoked"
                      ? t("invitations.revokedState", {
                          when: when.format(invitation.closedAt ?? invitation.expiresAt),
                        })
                      : t("invitations.expired", { by: invitation.by, when: when.format(invitation.expiresAt) })}
                </p>
              </PersonLine>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
                <ActionForm
                  feedback="beside"
                  action={resendInvitationAction}
                  testId="resend-invitation-form"
                  fields={[...place, ...hiddenFields({ invitationId: invitation.id })]}
                  submits={[{ label: t("invitations.resend"), variant: "secondary" }]}
                />
                {invitation.status === "pending" && (
                  <ActionForm
                    feedback="beside"
                    action={revokeInvitationAction}
                    testId="revoke-invitation-form"
                    fields={[...place, ...hiddenFields({ invitationId: invitation.id })]}
                    submits={[{ label: t("invitations.revoke"), variant: "danger" }]}
                  />
                )}
              </div>
            </li>
          )}
        </PeopleList>
      </TitledSection>

      <TitledSection id="staff-list" title={t("listTitle")} className="mt-10">
        <PeopleList items={members} empty={t("empty")}>
          {(m) => (
            <li
              key={m.userId}
              className="rounded-2xl border border-linen bg-white p-4"
              data-testid="staff-member"
              data-email={m.email}
            >
              <PersonLine
                name={
                  <>
                    {m.firstName} {m.lastName}{" "}
                    {m.userId === actor.userId && <span className="text-sm text-stone">({t("you")})</span>}
                  </>
                }
                email={m.email}
                role={roles(m.role)}
                clinics={clinicsOf(m)}
              >
                <p className="text-sm text-stone">{status(m)}</p>
                {clinicians.get(m.userId)?.active && (
                  <p className="text-sm" data-testid="clinician-badge">
                    {t("clinicianBadge", { registration: clinicians.get(m.userId)?.registration ?? "" })}
                  </p>
                )}
              </PersonLine>
              {m.userId !== actor.userId && (
                <details className="mt-3">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium underline underline-offset-4">
                    {t("change")}
                  </summary>
                  <div className="mt-3 grid gap-6 md:grid-cols-2">
                    <ActionForm
                      feedback="beside"
                      action={changeStaffAction}
                      fields={[
                        ...place,
                        ...hiddenFields({ userId: m.userId }),
                        roleField(m.role),
                        ...clinicFields(m.clinicIds),
                      ]}
                      submits={[{ label: t("save") }]}
                    />
                    <ActionForm
                      feedback="beside"
                      action={setClinicianAction}
                      testId="clinician-form"
                      fields={[
                        ...place,
                        ...hiddenFields({ userId: m.userId }),
                        {
                          name: "clinician",
                          type: "checkbox",
                          label: t("clinician"),
                          defaultValue: clinicians.get(m.userId)?.active ? "on" : "",
                        },
                        {
                          name: "registration",
                          label: t("registration"),
                          hint: t("registrationHint"),
                          autoComplete: "off",
                          defaultValue: clinicians.get(m.userId)?.registration ?? "",
                        },
                      ]}
                      submits={[{ label: t("saveClinician"), variant: "secondary" }]}
                    />
                    <ActionForm
                      feedback="beside"
                      action={removeStaffAction}
                      fields={[...place, ...hiddenFields({ userId: m.userId })]}
                      submits={[{ label: t("remove"), variant: "danger" }]}
                    />
                  </div>
                </details>
              )}
            </li>
          )}
        </PeopleList>
      </TitledSection>
    </>
  );
}
