/**
 * Constants of the product rules, each named once with the section of docs/product.md that states
 * it ("§Toasts" is product.md §Toasts). Components and services import these; no magic numbers
 * elsewhere.
 */

/** §Upstream: every upstream call times out after this many milliseconds. */
export const HTTP_TIMEOUT_MS = 10_000;
/** §Upstream: X-Ver header. */
export const API_VERSION = "1.0.0";
/** §Upstream: X-Dt header. */
export const DEVICE_TYPE = "t3";
/** §Upstream, §Analytics: X-Type header and the analytics app_type. */
export const APP_TYPE = 12;
/** §Locales: the locale cookie lives this many days. */
export const LOCALE_COOKIE_DAYS = 365;
/** §Navigation: a failed chunk load reloads at most once per this many milliseconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** §Session: two-step verification is bit 11 of extendStatusBit, counted from 1. */
export const TWO_STEP_BIT_POSITION = 11;
export const TWO_STEP_MASK = 1 << (TWO_STEP_BIT_POSITION - 1);
/** §Session: an upstream answer with this code means the session is over (cookies are cleared). */
export const CODE_LOGIN_EXPIRED = 300101;
/** §Upstream: the success code of the response envelope. */
export const CODE_SUCCESS = 0;

/** §Toasts: toast durations in milliseconds. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_FAIL_MS = 2000;
export const TOAST_WARNING_MS = 3000;
export const TOAST_WARNING_OFFSET_PX = 84;
export const TOAST_MESSAGE_MS = 3000;
export const TOAST_MOBILE_MS = 2000;

/** §Interface: remote search and autocomplete debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** §Interface: popover and dropdown delays. */
export const POPOVER_OPEN_DELAY_MS = 0;
export const POPOVER_CLOSE_DELAY_MS = 200;
export const DROPDOWN_SHOW_MS = 250;
export const DROPDOWN_HIDE_MS = 150;
/** §Interface: dialogs sit this far from the top. */
export const DIALOG_TOP = "15vh";
/** §Interface: loading overlay fade, and the delay before any loading indicator shows. */
export const LOADING_FADE_MS = 300;
export const LOADING_MIN_DELAY_MS = 200;
/** §Interface: base z-index of popups. */
export const POPUP_Z_INDEX = 2000;

/** §Analytics: page-leave analytics heartbeat interval (seconds) and maximum duration (seconds). */
export const PAGE_LEAVE_HEARTBEAT_S = 5;
export const PAGE_LEAVE_MAX_DURATION_S = 432_000;
/** §Analytics: analytics requests time out after this many milliseconds. */
export const ANALYTICS_TIMEOUT_MS = 20_000;

/** §Query strings: query-string parsing limits (qs options). */
export const QUERY_PARAMETER_LIMIT = 1000;
export const QUERY_ARRAY_LIMIT = 20;
export const QUERY_DEPTH = 5;

/** §Chat: customer-support chat plugin ids. */
export const CHAT_PLUGIN_ID = { cn: 3723, en: 3728 } as const;

/** §Navigation: the campaign query parameters carried between pages. */
export const CAMPAIGN_PARAMS = ["HCode", "ICode"] as const;
/** The longest HCode or ICode kept, in characters (DEFAULT_HCODE; server.ts drops longer ones). */
export const MAX_CAMPAIGN_CODE = 64;

/** §Current user: shown when the user has no avatar of their own. */
export const DEFAULT_AVATAR = "/images/avatar-default.svg";

/** §Analytics: pages whose leave time is reported to analytics (paths without locale prefix). */
export const PAGE_LEAVE_PAGES = [
  "/interest-on-cash-balance",
  "/structured-product",
  "/us-options",
  "/fx-cfd",
  "/stocks",
  "/fractional-shares",
  "/futures",
  "/discover",
] as const;
