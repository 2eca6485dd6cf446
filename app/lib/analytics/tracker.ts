/**
 * Analytics in the browser (product.md §Analytics): page views, page-leave events
 * with a periodic heartbeat on the pages of product.md §Analytics, and named button clicks. Events are queued,
 * batched and sent with navigator.sendBeacon (fetch with keepalive as the fallback) to the site's
 * own /action/analytics, which stamps the product.md §Analytics properties and forwards them to the collector:
 * the browser never calls an upstream itself, and nothing here runs without JavaScript.
 *
 * The page-leave heartbeat does not send anything: every 5 s it saves the running duration in
 * localStorage, so that a page which disappears without a pagehide (a crash, a killed mobile tab)
 * is still reported, from that saved record, by the next page the visitor opens. Durations beyond
 * the 432000 s maximum are not reported (see docs/spa-behaviours.md).
 */
import { ANALYTICS_TIMEOUT_MS, PAGE_LEAVE_HEARTBEAT_S, PAGE_LEAVE_MAX_DURATION_S, PAGE_LEAVE_PAGES } from "~/lib/config/constants";
import { stripLocale } from "~/lib/i18n/locale";

/** The site's own collector proxy (app/routes/resources/analytics.ts). */
export const ANALYTICS_ENDPOINT = "/action/analytics";

/** Event names sent to the collector. */
export const ANALYTICS_EVENTS = {
  pageView: "page_view",
  pageLeave: "page_leave",
  buttonClick: "button_click",
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** What the browser sends for one event; the server adds page_media, website_domain, app_type, app_env. */
export interface ClientEvent {
  event: AnalyticsEventName;
  /** product.md §Analytics: the path without query string, fragment or host. */
  page_name: string;
  /** Milliseconds since the epoch, when it happened. */
  time: number;
  properties: {
    distinct_id?: string;
    page_title?: string;
    /** page_leave: seconds on the page (to the millisecond). */
    event_duration?: number;
    /** button_click: the button's analytics name (data-analytics-button). */
    button_name?: string;
  };
}

/** At most this many events go in one request (the server refuses more). */
export const MAX_EVENTS_PER_REQUEST = 20;
/** localStorage key prefix of the page-leave heartbeat records. */
export const HEARTBEAT_KEY_PREFIX = "dolphin.pageleave.";
/** localStorage key of the anonymous analytics id. */
export const DISTINCT_ID_KEY = "dolphin.analytics.id";
/** A heartbeat record not refreshed for this long belongs to a page that is gone. */
export const HEARTBEAT_STALE_MS = PAGE_LEAVE_HEARTBEAT_S * 1000 * 3;

/**
 * product.md §Analytics page_name: the path with query string, fragment and host removed ("https://x/cn/stocks/?a#b"
 * → "/cn/stocks"); a trailing slash is dropped so "/stocks/" and "/stocks" are one page.
 */
export function pageName(input: string): string {
  let path: string;
  try {
    path = new URL(input, "http://page.invalid").pathname;
  } catch {
    path = "/";
  }
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path;
}

const PAGE_LEAVE_SET = new Set<string>(PAGE_LEAVE_PAGES);

/** product.md §Analytics: whether a path (any locale prefix, query ignored) is one of the page-leave pages. */
export function isPageLeavePage(path: string): boolean {
  return PAGE_LEAVE_SET.has(stripLocale(pageName(path)));
}

/** Seconds between two millisecond times, to the millisecond. */
export function durationSeconds(start: number, end: number): number {
  return Math.max(0, Math.round(end - start)) / 1000;
}

/** Splits events into request bodies of at most MAX_EVENTS_PER_REQUEST events. */
export function batchBodies(events: ClientEvent[]): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < events.length; i += MAX_EVENTS_PER_REQUEST) {
    bodies.push(JSON.stringify({ events: events.slice(i, i + MAX_EVENTS_PER_REQUEST) }));
  }
  return bodies;
}

interface HeartbeatRecord {
  page_name: string;
  page_title: string;
  start: number;
  updatedAt: number;
}

/** Storage the tracker needs (localStorage in the browser, a Map-backed fake in unit tests). */
export type TrackerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export interface TrackerDeps {
  now: () => number;
  /** Sends one request body; must not throw. */
  send: (body: string) => void;
  storage: TrackerStorage | null;
  distinctId: string;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Runs the flush after the current task (queueMicrotask in the browser). */
  schedule: (fn: () => void) => void;
  /** A random id for one page view's heartbeat record. */
  randomId: () => string;
}

/** The page-leave measurement of the page being viewed. */
interface LeaveSession {
  page_name: string;
  page_title: string;
  start: number;
  key: string;
  timer: unknown;
}

/**
 * The tracker: queues events and sends them in batches after the current task, and measures time
 * on page-leave pages. Pure of the DOM (everything comes through `deps`), so it is unit-tested.
 */
export function createTracker(deps: TrackerDeps) {
  let queue: ClientEvent[] = [];
  let scheduled = false;
  let session: LeaveSession | null = null;
  /** The page being viewed, kept while hidden so that showing it again resumes its measurement. */
  let current: { page_name: string; page_title: string } | null = null;

  function flush() {
    scheduled = false;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    for (const body of batchBodies(events)) deps.send(body);
  }

  function enqueue(event: ClientEvent["event"], page: string, properties: ClientEvent["properties"], time = deps.now()) {
    queue.push({ event, page_name: page, time, properties: { distinct_id: deps.distinctId, ...properties } });
    if (!scheduled) {
      scheduled = true;
      deps.schedule(flush);
    }
  }

  function writeHeartbeat(s: LeaveSession) {
    const now = deps.now();
    if (durationSeconds(s.start, now) > PAGE_LEAVE_MAX_DURATION_S) {
      // product.md §Analytics maximum duration: a page left open longer than this is not reported at all.
      stopSession(false);
      return;
    }
    const record: HeartbeatRecord = { page_name: s.page_name, page_title: s.page_title, start: s.start, updatedAt: now };
    try {
      deps.storage?.setItem(s.key, JSON.stringify(record));
    } catch {
      // Storage full or refused (private mode): the leave event is still sent on leaving.
    }
  }

  function startSession(page: string, title: string) {
    const s: LeaveSession = { page_name: page, page_title: title, start: deps.now(), key: `${HEARTBEAT_KEY_PREFIX}${deps.randomId()}`, timer: null };
    s.timer = deps.setInterval(() => writeHeartbeat(s), PAGE_LEAVE_HEARTBEAT_S * 1000);
    session = s;
  }

  /** Ends the running page-leave measurement, reporting it unless `report` is false. */
  function stopSession(report: boolean) {
    const s = session;
    if (!s) return;
    session = null;
    deps.clearInterval(s.timer);
    try {
      deps.storage?.removeItem(s.key);
    } catch {
      // Nothing to remove.
    }
    const now = deps.now();
    const duration = durationSeconds(s.start, now);
    if (report && duration <= PAGE_LEAVE_MAX_DURATION_S) {
      enqueue(ANALYTICS_EVENTS.pageLeave, s.page_name, { page_title: s.page_title, event_duration: duration }, now);
    }
  }

  return {
    /** A page became the current one (first load or a client navigation to another path). */
    pageView(path: string, title: string) {
      stopSession(true);
      const page = pageName(path);
      current = { page_name: page, page_title: title };
      enqueue(ANALYTICS_EVENTS.pageView, page, { page_title: title });
      if (isPageLeavePage(page)) startSession(page, title);
    },
    /** A button with an analytics name was clicked on the current page. */
    buttonClick(buttonName: string, path: string) {
      enqueue(ANALYTICS_EVENTS.buttonClick, pageName(path), { button_name: buttonName });
    },
    /** The page is hidden or being left (visibilitychange, pagehide): report and send now. */
    hide() {
      stopSession(true);
      flush();
    },
    /** The page is shown again after being hidden: a new page-leave measurement starts. */
    show() {
      if (session || !current) return;
      if (isPageLeavePage(current.page_name)) startSession(current.page_name, current.page_title);
    },
    /**
     * Sends the page-leave events that closed pages saved with their heartbeat but could not send
     * (no pagehide): records not refreshed for HEARTBEAT_STALE_MS.
     */
    recoverStale() {
      const storage = deps.storage;
      if (!storage) return;
      const now = deps.now();
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(HEARTBEAT_KEY_PREFIX) && key !== session?.key) keys.push(key);
      }
      for (const key of keys) {
        let record: HeartbeatRecord | null = null;
        try {
          record = JSON.parse(storage.getItem(key) ?? "null") as HeartbeatRecord | null;
        } catch {
          record = null;
        }
        if (record && typeof record.updatedAt === "number" && now - record.updatedAt < HEARTBEAT_STALE_MS) continue;
        storage.removeItem(key);
        if (!record || typeof record.start !== "number" || typeof record.page_name !== "string") continue;
        const duration = durationSeconds(record.start, record.updatedAt);
        if (duration > PAGE_LEAVE_MAX_DURATION_S) continue;
        enqueue(
          ANALYTICS_EVENTS.pageLeave,
          pageName(record.page_name),
          { page_title: String(record.page_title ?? ""), event_duration: duration },
          record.updatedAt,
        );
      }
    },
    flush,
    /** For tests: the running measurement's page, or null. */
    measuring(): string | null {
      return session?.page_name ?? null;
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/** A random hex id (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function randomHexId(bytes = 16): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The anonymous analytics id of this browser (localStorage), made on first use. */
export function browserDistinctId(storage: TrackerStorage | null): string {
  try {
    const existing = storage?.getItem(DISTINCT_ID_KEY);
    if (existing) return existing;
    const id = randomHexId();
    storage?.setItem(DISTINCT_ID_KEY, id);
    return id;
  } catch {
    return randomHexId();
  }
}

/** Sends a body to the proxy with sendBeacon, or fetch keepalive where the beacon is refused. */
export function sendToProxy(body: string): void {
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(ANALYTICS_TIMEOUT_MS) : undefined,
    }).catch(() => undefined);
  } catch {
    // Analytics never breaks the page.
  }
}

function browserStorage(): TrackerStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let browserTracker: Tracker | null = null;

/** The tracker of this page (one per document), made on first use in the browser. */
export function getBrowserTracker(): Tracker {
  if (!browserTracker) {
    const storage = browserStorage();
    browserTracker = createTracker({
      now: () => Date.now(),
      send: sendToProxy,
      storage,
      distinctId: browserDistinctId(storage),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      schedule: (fn) => queueMicrotask(fn),
      randomId: () => randomHexId(8),
    });
  }
  return browserTracker;
}
