import "server-only";
import { z } from "zod";
import { SESSION_COOKIE } from "@/server/accounts/session-cookie";
import { errorCatalogue } from "@/shared/errors/error-catalogue";
import type { AppErrorCode } from "@/server/errors/app-error";
import type { ApiAuth, ApiContract } from "./api-route";

export type DocumentedContract = ApiContract & { auth: ApiAuth };

/** Answered by every operation whatever it does (besides its own errors). */
const ALWAYS: AppErrorCode[] = ["VALIDATION", "PAYLOAD_TOO_LARGE", "INTERNAL"];
const TOKEN_CODES: AppErrorCode[] = ["UNAUTHENTICATED", "TOKEN_EXPIRED", "SESSION_REVOKED"];

/** Every code an operation may answer: its own, the token codes when it reads a token, and the ones of every call. */
export function documentedErrors(contract: DocumentedContract): AppErrorCode[] {
  return [
    ...new Set<AppErrorCode>([
      ...(contract.auth === "public" ? [] : TOKEN_CODES),
      ...(contract.errors ?? []),
      ...ALWAYS,
    ]),
  ];
}

/** The envelope of an answer: data is the operation's output on 2000, else null or { fields }. */
function envelopeSchema(data: z.ZodType) {
  return z.object({
    code: z.number().int().meta({ description: "2000 for success; otherwise a code of the error catalogue." }),
    msg: z.string().meta({
      description: "A message for the customer, in the language asked for (Accept-Language, ?lang= or a lang field).",
    }),
    data,
  });
}
const failureData = z.union([
  z.null(),
  z.object({ fields: z.record(z.string(), z.string()).meta({ description: "Field name → localized message." }) }),
]);

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Record<string, unknown>;

/** Strip $schema (OpenAPI 3.1 embeds plain JSON Schema 2020-12 objects). */
function embedded(schema: Record<string, unknown>): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { $schema, ...rest } = schema;
  return rest;
}

/** The error catalogue as a table: code, HTTP status, message key and the English message. */
export function errorTable(english: (key: string) => string) {
  return Object.entries(errorCatalogue).map(([name, e]) => ({
    name,
    code: e.apiCode,
    httpStatus: e.httpStatus,
    messageKey: `errors.app.${e.messageKey}`,
    meaning: english(e.messageKey),
  }));
}

/** The OpenAPI 3.1 document of the HTTP API, generated from the operations' own zod schemas. */
export function openApiDocument(contracts: DocumentedContract[], english: (key: string) => string, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of contracts) {
    const errors = documentedErrors(c);
    const input = embedded(jsonSchema(c.input, "input"));
    const success = c.raw
      ? {
          description: `The file (${c.raw.contentType}).`,
          content: { [c.raw.contentType]: { schema: embedded(jsonSchema(c.output, "output")) } },
        }
      : {
          description: "Success (code 2000).",
          content: { "application/json": { schema: embedded(jsonSchema(envelopeSchema(c.output), "output")) } },
        };
    const failure = {
      description:
        "Every failure is HTTP 200 with its envelope code (decision 151), except INTERNAL (5000) which is HTTP 500.",
      content: { "application/json": { schema: embedded(jsonSchema(envelopeSchema(failureData), "output")) } },
    };
    for (const method of c.methods) {
      const operation: Record<string, unknown> = {
        operationId: `${method.toLowerCase()}${c.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))}`,
        tags: [c.tag],
        summary: c.summary,
        description: [c.description, `Answers: ${errors.map((e) => `${errorCatalogue[e].apiCode} (${e})`).join(", ")}.`]
          .filter(Boolean)
          .join("\n\n"),
        security:
          c.auth === "customer"
            ? [{ accessToken: [] }, { sessionCookie: [] }]
            : c.auth === "optional"
              ? [{}, { accessToken: [] }, { sessionCookie: [] }]
              : [],
        parameters: [
          {
            name: "country-code",
            in: "header",
            required: false,
            schema: { type: "string", pattern: "^[A-Za-z]{2}$" },
            description: "The selected country.",
          },
          {
            name: "lang",
            in: "query",
            required: false,
            schema: { type: "string", enum: ["en", "zh", "ar", "de", "fr", "ru", "es", "ja"] },
            description: "The language of msg (else Accept-Language).",
          },
        ],
        responses: {
          "200": c.raw
            ? { ...success, description: `${success.description} A failure answers the JSON envelope.` }
            : success,
          default: failure,
        },
        "x-error-codes": errors.map((e) => ({
          name: e,
          code: errorCatalogue[e].apiCode,
          message: english(errorCatalogue[e].messageKey),
        })),
        "x-auth": c.auth,
      };
      if (method === "GET") {
        const properties = (input.properties ?? {}) as Record<string, Record<string, unknown>>;
        const required = new Set((input.required as string[] | undefined) ?? []);
        (operation.parameters as unknown[]).push(
          ...Object.entries(properties).map(([name, schema]) => ({
            name,
            in: "query",
            required: required.has(name),
            schema,
          })),
        );
      } else {
        operation.requestBody = {
          required: false,
          content: {
            "application/x-www-form-urlencoded": { schema: input, example: c.example },
            "multipart/form-data": { schema: input },
            "application/json": { schema: input, example: c.example },
          },
        };
      }
      (paths[c.path] ??= {})[method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Aurum Clinic HTTP API",
      version: "2.0.0",
      description:
        "The original site's contract. Every answer is `{ code, msg, data }`, code 2000 for success. Payloads are form-encoded (multipart where a file comes with it) or JSON. Send the access token from /api/loginByVerifyCode in `Authorization` (with or without `Bearer `). Token codes: 1004 the token expired, 1005 the token is unknown or malformed (or missing where a customer is needed), 10014 the session was ended elsewhere (password changed, signed out, account deleted). Every answer a client must read is HTTP 200; only our own fault is a 5xx (still with an envelope). A state-changing call carried by the session cookie alone must come from our own origin.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        accessToken: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "The access token, with or without `Bearer `.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The site's own session cookie; state-changing calls must come from our origin.",
        },
      },
    },
    paths,
    "x-error-catalogue": errorTable(english),
  };
}
