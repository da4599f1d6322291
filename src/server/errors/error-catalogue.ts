import type { AppErrorCode } from "./app-error";

export interface ErrorEntry {
  /** Key in the `errors.app` message namespace. */
  messageKey: string;
  httpStatus: number;
  /** The `code` of the SPEC's API envelope ({ code, msg, data }); 2000 is success. */
  apiCode: number;
}

/** Every expected failure: its message, its HTTP status, its API code. One place. */
export const errorCatalogue: Record<AppErrorCode, ErrorEntry> = {
  VALIDATION: { messageKey: "validation", httpStatus: 422, apiCode: 4220 },
  NOT_FOUND: { messageKey: "notFound", httpStatus: 404, apiCode: 4040 },
  UNAUTHENTICATED: { messageKey: "unauthenticated", httpStatus: 401, apiCode: 1005 },
  TOKEN_EXPIRED: { messageKey: "tokenExpired", httpStatus: 401, apiCode: 1004 },
  FORBIDDEN: { messageKey: "forbidden", httpStatus: 403, apiCode: 4030 },
  RATE_LIMITED: { messageKey: "rateLimited", httpStatus: 429, apiCode: 4290 },
  SESSION_REVOKED: { messageKey: "sessionRevoked", httpStatus: 401, apiCode: 10014 },
  INVALID_CREDENTIALS: { messageKey: "invalidCredentials", httpStatus: 401, apiCode: 4011 },
  INVALID_CODE: { messageKey: "invalidCode", httpStatus: 400, apiCode: 4012 },
  RESET_LINK_EXPIRED: { messageKey: "resetLinkExpired", httpStatus: 410, apiCode: 4101 },
  EMAIL_TAKEN: { messageKey: "emailTaken", httpStatus: 409, apiCode: 4091 },
  WRONG_PASSWORD: { messageKey: "wrongPassword", httpStatus: 400, apiCode: 4013 },
  INTERNAL: { messageKey: "internal", httpStatus: 500, apiCode: 5000 },
};
