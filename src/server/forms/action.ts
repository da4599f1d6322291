import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { defaultArea, isArea, type Area } from "@/config/site";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/server/accounts/current-user";
import { fieldErrors } from "@/server/accounts/fields";
import type { SessionUser } from "@/server/accounts/sessions";
import { AppError, isAppError } from "@/server/errors/app-error";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import { appErrorFromDatabase } from "@/server/errors/pg-error";
import { fieldMessage, requestFieldNamespaces, type Catalogue } from "@/server/forms/field-message";
import { clientAddress } from "@/server/http/client-address";
import { requestLogger } from "@/server/log/logger";
import { assertRole, type StaffActor, type StaffRole } from "@/server/staff/actor";
import { staffActorOf, staffSessionOf } from "@/server/staff/current-staff";
import type { StaffSessionRef } from "@/server/staff/enrol-totp";
import { PROOF_STEP, type FormState } from "@/shared/forms/form-state";
import { formValues } from "@/shared/forms/form-values";

/**
 * Every server action runs here (decision 263), as every API call runs through `define` (api-route.ts): read the
 * form once, authorize once, parse with the action's schema, call the handler, and turn what went wrong into one
 * answer, `FormState`, with the messages of the message catalogue. Redirects pass through.
 */

/** The form's text fields as sent, for a use case that parses them with its own schema (`parse: false` of the API). */
export const formFields = z.record(z.string(), z.string());

/**
 * Where a form's field messages come from. `account`: auth.validation (the account forms); `staff`: the back
 * office's English staff.validation, then auth.validation (decision 130); `health`: the questionnaire's own;
 * `keys`: full message keys (the consent and gift card forms); `api`: the same, with the form's message said even when
 * a field says it too, as the API envelope does (checkout); `request`/`newsletter`: the request forms'.
 */
export type FieldMessages = "account" | "staff" | "health" | "keys" | "api" | "request" | "newsletter";

interface Messages {
  /** Namespaces asked in turn for a field's key ("" is the root: full keys). */
  fields: readonly string[];
  /** A field key no namespace has. */
  fallback: string;
  /** Said above the form when fields are refused (null: the fields say it alone). */
  summary: string | null;
  /** Something unexpected. */
  internal: string;
  /** Whether the form's message is left out when every refused field already says it. */
  saidOnce: boolean;
}

// A bare key is an error or account field message (the API's reading, api-translator.ts); a dotted one is used as it is.
const FULL_KEYS: Messages = {
  fields: ["errors.app", "auth.validation", "auth.api", ""],
  fallback: "errors.app.fieldInvalid",
  summary: "errors.app.validation",
  internal: "errors.app.internal",
  saidOnce: true,
};

const MESSAGES: Record<FieldMessages, Messages> = {
  account: {
    fields: ["auth.validation"],
    fallback: "errors.app.fieldInvalid",
    summary: "errors.app.validation",
    internal: "errors.app.internal",
    saidOnce: true,
  },
  staff: {
    fields: ["staff.validation", "auth.validation"],
    fallback: "staff.validation.invalid",
    summary: "staff.validation.summary",
    internal: "errors.app.internal",
    saidOnce: true,
  },
  health: {
    fields: ["health.validation", "auth.validation"],
    fallback: "health.validation.textInvalid",
    summary: "errors.app.validation",
    internal: "errors.app.internal",
    saidOnce: true,
  },
  keys: FULL_KEYS,
  api: { ...FULL_KEYS, saidOnce: false },
  request: {
    fields: requestFieldNamespaces,
    fallback: "catalogue.request.errors.form",
    summary: "catalogue.request.errors.form",
    internal: "catalogue.request.errors.server",
    saidOnce: false,
  },
  newsletter: {
    fields: ["requests.newsletter.errors", "catalogue.request.errors"],
    fallback: "catalogue.request.errors.form",
    summary: null,
    internal: "catalogue.request.errors.server",
    saidOnce: false,
  },
};

/** Never sent back to the form. A one-time sign-in `code` is: a wrong one stays in its field to be corrected (issue 11). */
const SECRET = /password|code|token/i;
const KEPT = new Set(["referralCode", "countryCode"]);
/** The bot check's fields (decision 120) are never sent back to the form. */
const BOT_FIELDS = new Set(["altcha", "website"]);

export interface ActionContext {
  area: Area;
  locale: Locale;
  /** The form's text fields as sent (a field sent several times joined with commas, as the form's own check reads it). */
  fields: Record<string, string>;
  /** Uploads: the last non-empty file under each name (an empty file input posts a nameless empty file). */
  files: Record<string, File>;
  /** The client address (decision 075), as every per-address limit reads it. */
  ip: string;
  /** The answer this pipeline gives for an error, for a handler that adds to it (checkout's new customer). */
  failure: (thrown: unknown) => Promise<FormState<never>>;
}

export type Handler<S extends z.ZodType, C, D> = (
  input: z.output<S>,
  ctx: ActionContext & C,
) => Promise<FormState<D> | void>;

/**
 * A server action. useActionState calls it with the previous state and the form; a plain `<form action>` with the
 * form alone (and ignores the answer). The previous state is not read.
 */
export interface FormAction<D> {
  (data: FormData): Promise<void>;
  (previous: FormState | null, data: FormData): Promise<FormState<D>>;
}

export interface ActionOptions {
  fieldMessages?: FieldMessages;
  /** What a failed form keeps of where it was (the sign-in's code step), from the fields it sent. */
  keepOnFailure?: (fields: Record<string, string>) => Pick<FormState, "step">;
}

/** A FormData's entries as the pipeline reads them; anything else (a hand-made call, decision 083) is no form. */
function readForm(data: unknown) {
  if (!(data instanceof FormData)) return null;
  const fields = formValues(data);
  const files: Record<string, File> = {};
  for (const [key, value] of data.entries())
    if (typeof value !== "string" && !key.startsWith("$") && value.size > 0) files[key] = value;
  return { fields, files };
}

function define<S extends z.ZodType, C, D>(
  schema: S,
  authorize: (place: { area: Area; locale: Locale }) => Promise<C>,
  handler: Handler<S, C, D>,
  options: ActionOptions & { english?: boolean },
): FormAction<D> {
  const messages = MESSAGES[options.fieldMessages ?? "account"];
  const run = async (...args: unknown[]): Promise<FormState<D>> => {
    // A hand-made action call can send anything as the arguments (decision 083): only a form is read.
    const form = readForm(args.length > 1 ? args[1] : args[0]);
    if (!form) {
      const app = await getTranslations({ locale: defaultLocale, namespace: "errors.app" });
      return { status: "error", message: app("formUnreadable"), id: randomUUID() };
    }
    const { fields, files } = form;
    const area = isArea(fields.area) ? fields.area : defaultArea;
    const locale = options.english ? "en" : isLocale(fields.locale) ? fields.locale : defaultLocale;
    const values = Object.fromEntries(
      Object.entries(fields).filter(
        ([key]) => !BOT_FIELDS.has(key) && (!SECRET.test(key) || KEPT.has(key) || (key === "code" && !options.english)),
      ),
    );
    const failure = (thrown: unknown) => describeFailure(thrown, { locale, messages, fields, values });
    try {
      const who = await authorize({ area, locale });
      const input = schema.parse(fields) as z.output<S>;
      const state = await handler(input, {
        area,
        locale,
        fields,
        files,
        ip: clientAddress(await headers()),
        failure,
        ...who,
      });
      return { ...(state ?? { status: "success", values }), id: randomUUID() };
    } catch (thrown) {
      unstable_rethrow(thrown);
      return { ...(await failure(thrown)), ...options.keepOnFailure?.(fields), id: randomUUID() };
    }
  };
  return run as FormAction<D>;
}

/** One mapping of what went wrong to the form's answer: zod issues and AppErrors as localized messages. */
async function describeFailure(
  thrown: unknown,
  at: { locale: Locale; messages: Messages; fields: Record<string, string>; values: Record<string, string> },
): Promise<FormState<never>> {
  const { locale, messages, values } = at;
  const error = appErrorFromDatabase(thrown) ?? thrown;
  const staff = messages === MESSAGES.staff;
  const [root, staffRoot] = await Promise.all([
    getTranslations({ locale }),
    getTranslations({ locale: "en", namespace: "staff" }),
  ]);
  const t = (key: string, values?: Record<string, string | number>) => root(key, values);
  const keys =
    error instanceof z.ZodError
      ? fieldErrors(error)
      : isAppError(error)
        ? error.fields
        : ({} as Record<string, string>);
  if (!(error instanceof z.ZodError) && !isAppError(error)) {
    requestLogger(await headers()).error({ err: error }, "unexpected error in a form action");
    return { status: "error", message: t(messages.internal), values };
  }
  const scoped = (namespace: string): Catalogue => {
    const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
    return Object.assign((key: string) => root(full(key)), { has: (key: string) => root.has(full(key)) });
  };
  const catalogues = messages.fields.map(scoped);
  // Back-office messages may name their section: "staff.<key>" (English, decision 130).
  const message = (key: string) =>
    key.startsWith("staff.")
      ? fieldMessage(key.slice("staff.".length), [staffRoot], () => t(messages.fallback))
      : fieldMessage(key, catalogues, () => t(messages.fallback));
  const fields = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, message(key)]));
  const refused = Object.keys(fields).length > 0;
  const code = error instanceof z.ZodError ? "VALIDATION" : (error as AppError).code;
  const proof = code === "PROOF_REQUIRED" ? { step: PROOF_STEP } : {};
  if (staff && refused) {
    // A problem with no input of its own name (the clinic boxes are clinic-<id>) is said in the summary;
    // "Check the highlighted fields" only when a field is highlighted: a problem of the whole form says just itself.
    const orphans = Object.entries(fields)
      .filter(([field]) => !(field in at.fields))
      .map(([, text]) => text);
    const highlighted = orphans.length < Object.keys(fields).length;
    return {
      status: "error",
      message: [...(highlighted ? [t(messages.summary!)] : []), ...orphans].join(" "),
      fields,
      values,
    };
  }
  if (code === "VALIDATION")
    return { status: "error", message: messages.summary ? t(messages.summary) : undefined, fields, values, ...proof };
  const said = t(`errors.app.${errorCatalogue[code].messageKey}`, (error as AppError).values);
  // Said once: a message that is already next to its field (a wrong sign-in code) is not repeated above the form.
  const saidByField = messages.saidOnce && refused && Object.values(fields).every((text) => text === said);
  return { status: "error", message: saidByField ? undefined : said, fields, values, ...proof };
}

/** An action anyone may call (the request forms, sign-in, the cookie choice); the use case checks what it needs. */
export function publicAction<S extends z.ZodType, D = unknown>(
  schema: S,
  handler: Handler<S, object, D>,
  options: ActionOptions = {},
): FormAction<D> {
  return define(schema, async () => ({}), handler, options);
}

export interface CustomerOptions extends ActionOptions {
  /** Signed out: the login page, coming back to the account settings (the settings forms), instead of "please sign in". */
  signedOut?: "login";
}

/** An action for the signed-in customer; anyone else is told to sign in (or sent to do so). */
export function customerAction<S extends z.ZodType, D = unknown>(
  schema: S,
  handler: Handler<S, { customer: SessionUser & { sessionId: string } }, D>,
  options: CustomerOptions = {},
): FormAction<D> {
  return define(
    schema,
    async ({ area, locale }) => {
      const session = await getSession();
      if (session?.status === "valid") return { customer: { ...session.user, sessionId: session.sessionId } };
      if (options.signedOut === "login")
        redirect(
          `${pathFor(area, locale, "login")}?${new URLSearchParams({ next: pathFor(area, locale, "account/settings"), expired: "1" })}`,
        );
      throw new AppError("UNAUTHENTICATED");
    },
    handler,
    options,
  );
}

type StaffAccess<R> = R extends StaffRole
  ? { actor: StaffActor }
  : R extends "pending"
    ? { staff: StaffSessionRef }
    : object;

/**
 * A back-office action (English, field messages from staff.validation, decision 130), its role declared here:
 * signed out or without the second factor, UNAUTHENTICATED; a customer or too low a role, FORBIDDEN (the use
 * case checks the clinic). `pending`: staff between the password and the second step (to the login page
 * otherwise); `anyone`: the invitation and first-administrator pages (before any session) and signing out.
 */
export function staffAction<R extends StaffRole | "pending" | "anyone">(access: { role: R }) {
  return <S extends z.ZodType, D = unknown>(schema: S, handler: Handler<S, StaffAccess<R>, D>): FormAction<D> =>
    define(
      schema,
      async ({ area }) => {
        if (access.role === "anyone") return {} as StaffAccess<R>;
        const session = await getSession();
        if (access.role === "pending") {
          const staff = staffSessionOf(session);
          if (!staff)
            redirect(
              `${pathFor(area, "en", "login")}?${new URLSearchParams({ next: pathFor(area, "en", "staff"), expired: "1" })}`,
            );
          return { staff } as StaffAccess<R>;
        }
        const actor = await staffActorOf(session);
        if (!actor)
          throw new AppError(session?.status === "valid" && !staffSessionOf(session) ? "FORBIDDEN" : "UNAUTHENTICATED");
        assertRole(actor, access.role as StaffRole);
        return { actor } as StaffAccess<R>;
      },
      handler,
      { fieldMessages: "staff", english: true },
    );
}
