/**
 * The one HTTP client for every upstream call (product.md §Upstream, §Errors).
 *
 * - 10 000 ms timeout; GET with query, POST JSON, PUT JSON, GET form and POST form.
 * - Headers on every request: X-Ver, X-Dt, X-Type, X-Time (ms), X-Trans-Id, X-Request-Id,
 *   X-Lang (language type of the UI locale), X-Uid (uuid cookie or ""), Authorization (token or "").
 * - The {code, data, msg} envelope: code 0 resolves with `data` parsed by the caller's zod schema;
 *   anything else rejects with an UpstreamError carrying the body.
 * - product.md §Errors messages: no msg, garbage or HTTP >= 400 → "busy"; no response or timeout → "network".
 * - Code 300101 calls `ctx.onLoginExpired()` (login-expired.server.ts owns what follows: the
 *   session cookies cleared on the response being built, the sign-in redirect with its toast).
 * - Every call goes through its service's circuit breaker (breakers.server.ts): time-outs,
 *   network errors and 5xx answers count against the service; while its breaker is open a call
 *   rejects at once with the kind of the failure that opened it (the same message as that
 *   failure), without reaching the upstream.
 * - Every failed call (kinds busy and network) is logged at warn, without a stack
 *   (docs/operations.md §Logs): msg "upstream call failed" with `service`, `kind`, `path`,
 *   `durationMs`, `reason` when no answer came (`timeout`, `refused`, `reset`, `dns`), and
 *   `httpStatus` and `code` when the service answered.
 * - A half-open breaker's one trial call has BREAKER_TRIAL_TIMEOUT_MS (2 s), not the whole
 *   timeout: the visitor whose page makes the trial of a service still hanging waits that. A business answer is the
 *   service answering (not logged); a call refused by an open breaker is counted, not logged (its
 *   breaker's change was).
 */
import { randomUUID } from "node:crypto";
import { stringify } from "qs";
import * as z from "zod";
import { API_VERSION, APP_TYPE, CODE_SUCCESS, DEVICE_TYPE } from "~/lib/config/constants";
import { serverEnv } from "~/lib/config/env.server";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import { markPartMissing, recordUpstreamCall } from "~/lib/observability/telemetry.server";
import { isLoginExpiredCode } from "~/lib/session/login-expired.server";
import { BreakerOpenError, serviceOf, throughBreaker, type BreakerFailure, type UpstreamService } from "~/lib/upstream/breakers.server";

/** What a call needs to know about the request it serves. */
export interface UpstreamContext {
  locale: Locale;
  /** uuid cookie, or undefined when absent. */
  uuid?: string;
  /** token cookie, or undefined when absent. */
  token?: string;
  /** Origins of the two upstream hosts of the request's environment. */
  origins: { hz: string; jy: string };
  /** Called when an answer has code 300101: the session is over. */
  onLoginExpired?: () => void;
  /**
   * The id of the site's request this call serves (its X-Request-Id), sent as X-Trans-Id so that
   * one page's calls can be joined in the upstream's logs and ours; a fresh id when absent.
   */
  requestId?: string;
}

export type UpstreamHost = "hz" | "jy";

/** Why a call failed: the upstream said no (business), or the product.md §Errors busy / network cases. */
export type UpstreamErrorKind = "business" | "busy" | "network";

/** i18n keys of the product.md §Errors messages (namespace common). */
export const UPSTREAM_MESSAGE_KEYS = {
  busy: "errors.busy",
  network: "errors.network",
} as const;

/**
 * A rejected call. `msg` is the upstream's own message for business errors (already in the
 * request's language, because X-Lang asked for it); for busy and network it is undefined and
 * `messageKey` names the translated product.md §Errors message.
 */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly code: number | null;
  readonly msg: string | undefined;
  readonly httpStatus: number | null;
  readonly body: unknown;
  /** The call was refused by the service's open breaker, without reaching the upstream. */
  readonly breakerOpen: boolean;
  /** The service called (serviceOf its path, unless given). */
  readonly service: UpstreamService;
  /** Why a network error got no answer (time-out, refused, reset, DNS); undefined for an answer. */
  readonly reason: NoAnswerReason | undefined;
  constructor(init: {
    kind: UpstreamErrorKind;
    reason?: NoAnswerReason;
    code?: number | null;
    msg?: string;
    httpStatus?: number | null;
    body?: unknown;
    path: string;
    breakerOpen?: boolean;
    service?: UpstreamService;
  }) {
    super(`${init.kind} error from ${init.path}${init.code != null ? ` (code ${init.code})` : ""}${init.msg ? `: ${init.msg}` : ""}`);
    this.name = "UpstreamError";
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.msg = init.msg;
    this.httpStatus = init.httpStatus ?? null;
    this.body = init.body;
    this.breakerOpen = init.breakerOpen ?? false;
    this.service = init.service ?? serviceOf(init.path);
    this.reason = init.reason;
  }
  /** The i18n key to show when there is no upstream msg (product.md §Errors). */
  get messageKey(): string {
    return this.kind === "network" ? UPSTREAM_MESSAGE_KEYS.network : UPSTREAM_MESSAGE_KEYS.busy;
  }
}

/**
 * For a loader that renders its page without the part a failed call was to load: marks that part
 * missing (markPartMissing: the page answer counts as degraded) when its service failed, timed out,
 * answered garbage or had its breaker open; a business answer (300101 included) or a "not found"
 * is the service answering, and an error that is no UpstreamError is the site's own ("other").
 */
export function partMissingFor(error: unknown): void {
  if (!(error instanceof UpstreamError)) markPartMissing("other");
  else if (error.kind !== "business") markPartMissing(error.service);
}

const envelopeSchema = z.object({
  code: z.coerce.number(),
  data: z.unknown().optional(),
  msg: z.string().nullish(),
});

export type RequestMethod = "get" | "post" | "put" | "getForm" | "postForm";

export interface CallOptions {
  method: RequestMethod;
  host: UpstreamHost;
  path: string;
  /** Query parameters (get, getForm) or body (post, put: JSON; postForm: URL-encoded). */
  params?: Record<string, unknown>;
}

function headers(ctx: UpstreamContext): Record<string, string> {
  return {
    "X-Ver": API_VERSION,
    "X-Dt": DEVICE_TYPE,
    "X-Type": String(APP_TYPE),
    "X-Time": String(Date.now()),
    "X-Trans-Id": ctx.requestId || randomUUID(),
    "X-Request-Id": randomUUID(),
    "X-Lang": String(LOCALE_INFO[ctx.locale].languageType),
    "X-Uid": ctx.uuid ?? "",
    Authorization: ctx.token ?? "",
    Accept: "application/json",
  };
}

function buildRequest(options: CallOptions, ctx: UpstreamContext): { url: string; init: RequestInit } {
  const origin = options.host === "hz" ? ctx.origins.hz : ctx.origins.jy;
  const h = headers(ctx);
  const params = options.params ?? {};
  const query = stringify(params, { skipNulls: true });
  switch (options.method) {
    case "get":
      return { url: `${origin}${options.path}${query ? `?${query}` : ""}`, init: { method: "GET", headers: h } };
    case "getForm":
      return {
        url: `${origin}${options.path}${query ? `?${query}` : ""}`,
        init: { method: "GET", headers: { ...h, "Content-Type": "application/x-www-form-urlencoded" } },
      };
    case "postForm":
      return {
        url: `${origin}${options.path}`,
        init: { method: "POST", headers: { ...h, "Content-Type": "application/x-www-form-urlencoded" }, body: query },
      };
    case "post":
    case "put":
      return {
        url: `${origin}${options.path}`,
        init: {
          method: options.method === "post" ? "POST" : "PUT",
          headers: { ...h, "Content-Type": "application/json" },
          body: JSON.stringify(params),
        },
      };
  }
}

/**
 * Whether a rejected call counts against its service's breaker: no answer (time-out, refused,
 * reset) or a 5xx answer. Anything else (a business code, a 4xx, an answer that is not the
 * envelope) is the service answering.
 */
function breakerFailureOf(error: unknown): BreakerFailure | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.kind === "network") return { kind: "network" };
  if (error.httpStatus !== null && error.httpStatus >= 500) return { kind: "busy" };
  return null;
}

/**
 * Makes one upstream call and returns its `data` parsed by `schema`.
 * Rejects with UpstreamError: kind "business" (code ≠ 0, with the body and its msg), "busy"
 * (HTTP >= 400, no msg, not JSON, or data not matching the schema) or "network" (no answer
 * within the timeout, refused or reset); with `breakerOpen` when the service's breaker refused
 * the call (kind: that of the failure that opened it).
 */
export async function callUpstream<T>(options: CallOptions, schema: z.ZodType<T>, ctx: UpstreamContext): Promise<T> {
  const service = serviceOf(options.path);
  const started = performance.now();
  try {
    const env = serverEnv();
    const data = await throughBreaker(
      service,
      (trial) => send(options, schema, ctx, trial ? Math.min(env.BREAKER_TRIAL_TIMEOUT_MS, env.UPSTREAM_TIMEOUT_MS) : env.UPSTREAM_TIMEOUT_MS),
      breakerFailureOf,
    );
    recordUpstreamCall(service, "ok", (performance.now() - started) / 1000);
    return data;
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    if (error instanceof BreakerOpenError) {
      recordUpstreamCall(service, "breaker_open", seconds);
      throw new UpstreamError({ kind: error.kind, path: options.path, breakerOpen: true });
    }
    const kind = error instanceof UpstreamError ? error.kind : "busy";
    recordUpstreamCall(service, kind, seconds);
    if (kind !== "business") {
      const answered = error instanceof UpstreamError ? { reason: error.reason, httpStatus: error.httpStatus, code: error.code } : {};
      logger.warn({ service, kind, path: options.path, durationMs: Math.round(seconds * 1000), ...answered }, "upstream call failed");
    }
    throw error;
  }
}

/**
 * Why a call got no answer (the `reason` of its log line; docs/operations.md §Logs): `timeout` (no
 * answer within its deadline: a service that hangs), `refused` (the connection was refused or
 * could not be made), `reset` (the connection was closed before an answer), `dns` (the host name
 * did not resolve). Read from fetch's (undici's) error and its cause.
 */
export type NoAnswerReason = "timeout" | "refused" | "reset" | "dns";

function noAnswerReason(error: unknown): NoAnswerReason {
  if ((error as { name?: unknown })?.name === "TimeoutError") return "timeout";
  const cause = (error as { cause?: { code?: unknown; name?: unknown } })?.cause;
  const code = typeof cause?.code === "string" ? cause.code : "";
  if (cause?.name === "TimeoutError" || code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "dns";
  if (code === "ECONNREFUSED" || code === "EHOSTUNREACH" || code === "ENETUNREACH") return "refused";
  return "reset";
}

/** One call to the upstream within `timeoutMs`, without the breaker (see callUpstream). */
async function send<T>(options: CallOptions, schema: z.ZodType<T>, ctx: UpstreamContext, timeoutMs: number): Promise<T> {
  const { url, init } = buildRequest(options, ctx);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new UpstreamError({ kind: "network", reason: noAnswerReason(error), path: options.path });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamError({ kind: "busy", httpStatus: response.status, path: options.path });
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new UpstreamError({ kind: "busy", httpStatus: response.status, body: json, path: options.path });
  }
  const { code, data, msg } = envelope.data;
  if (isLoginExpiredCode(code)) ctx.onLoginExpired?.();
  if (response.status >= 400) {
    throw new UpstreamError({ kind: "busy", code, httpStatus: response.status, body: json, path: options.path });
  }
  if (code !== CODE_SUCCESS) {
    // product.md §Errors: an answer without msg shows the busy message.
    throw new UpstreamError({ kind: msg ? "business" : "busy", code, msg: msg || undefined, httpStatus: response.status, body: json, path: options.path });
  }
  const parsed = schema.safeParse(data ?? null);
  if (!parsed.success) {
    throw new UpstreamError({ kind: "busy", code, httpStatus: response.status, body: json, path: options.path });
  }
  return parsed.data;
}
