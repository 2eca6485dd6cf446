import { describe, expect, it } from "vitest";
import {
  HEARTBEAT_KEY_PREFIX,
  HEARTBEAT_STALE_MS,
  MAX_EVENTS_PER_REQUEST,
  batchBodies,
  createTracker,
  durationSeconds,
  isPageLeavePage,
  pageName,
  type ClientEvent,
  type TrackerStorage,
} from "~/lib/analytics/tracker";
import { PAGE_LEAVE_HEARTBEAT_S, PAGE_LEAVE_MAX_DURATION_S, PAGE_LEAVE_PAGES } from "~/lib/config/constants";

describe("page_name (product.md §Analytics)", () => {
  it("is the path without query string, fragment or host", () => {
    expect(pageName("/cn/stocks?HCode=1#faq")).toBe("/cn/stocks");
    expect(pageName("https://www.dolphin-securities.sg/hk/discover/?a=1")).toBe("/hk/discover");
    expect(pageName("/")).toBe("/");
    expect(pageName("")).toBe("/");
    expect(pageName("/stocks///")).toBe("/stocks");
  });
});

describe("page-leave pages (product.md §Analytics)", () => {
  it("are exactly the eight pages, under every locale prefix", () => {
    expect(PAGE_LEAVE_PAGES).toHaveLength(8);
    for (const page of PAGE_LEAVE_PAGES) {
      for (const prefix of ["", "/cn", "/hk"]) expect(isPageLeavePage(`${prefix}${page}`), `${prefix}${page}`).toBe(true);
    }
    expect(isPageLeavePage("/discover?x=1#y")).toBe(true);
  });
  it("leave out every other page", () => {
    for (const path of [
      "/",
      "/cn",
      "/stock-cfds",
      "/stocks-premier",
      "/us-options-premier",
      "/futures-premier",
      "/pricing",
      "/fr/stocks",
      "/stocks/extra",
      "/discovery",
    ]) {
      expect(isPageLeavePage(path), path).toBe(false);
    }
  });
});

describe("helpers", () => {
  it("measures seconds to the millisecond, never negative", () => {
    expect(durationSeconds(1000, 6500)).toBe(5.5);
    expect(durationSeconds(5000, 1000)).toBe(0);
  });
  it("splits events into requests of at most 20", () => {
    const event: ClientEvent = { event: "page_view", page_name: "/", time: 1, properties: {} };
    const bodies = batchBodies(Array.from({ length: 45 }, () => event));
    expect(bodies.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)).toEqual([MAX_EVENTS_PER_REQUEST, MAX_EVENTS_PER_REQUEST, 5]);
  });
});

/** A tracker with a controllable clock, timers, storage and a record of what it sent. */
function harness(startAt = 1_000_000) {
  let now = startAt;
  const timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  let nextTimer = 1;
  const store = new Map<string, string>();
  const storage: TrackerStorage = {
    get length() {
      return store.size;
    },
    key: (i) => [...store.keys()][i] ?? null,
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => void store.set(k, String(v)),
    removeItem: (k) => void store.delete(k),
  };
  const sent: ClientEvent[][] = [];
  const scheduled: Array<() => void> = [];
  const tracker = createTracker({
    now: () => now,
    send: (body) => sent.push((JSON.parse(body) as { events: ClientEvent[] }).events),
    storage,
    distinctId: "visitor-1",
    setInterval: (fn, ms) => {
      const id = nextTimer++;
      timers.set(id, { fn, ms, next: now + ms });
      return id;
    },
    clearInterval: (id) => void timers.delete(id as number),
    schedule: (fn) => void scheduled.push(fn),
    randomId: () => "view1",
  });
  return {
    tracker,
    store,
    sent,
    /** Runs what was scheduled after the current task (the microtask flush). */
    settle() {
      while (scheduled.length) scheduled.shift()!();
    },
    /** Advances the clock, firing interval timers as they fall due. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.next <= end).sort((a, b) => a[1].next - b[1].next)[0];
        if (!due) break;
        // A timer that fell due during a jump fires late, at the current time (like a browser's).
        now = Math.max(now, due[1].next);
        due[1].next = now + due[1].ms;
        due[1].fn();
      }
      now = end;
    },
    jump(ms: number) {
      now += ms;
    },
    timers,
    get now() {
      return now;
    },
  };
}

describe("tracker", () => {
  it("batches a page view with the page-leave of the page left, in one request", () => {
    const h = harness();
    h.tracker.pageView("/stocks?x=1", "Stocks");
    h.settle();
    expect(h.sent).toEqual([[{ event: "page_view", page_name: "/stocks", time: 1_000_000, properties: { distinct_id: "visitor-1", page_title: "Stocks" } }]]);
    h.advance(12_345);
    h.tracker.pageView("/pricing", "Pricing");
    h.settle();
    expect(h.sent[1].map((e) => [e.event, e.page_name, e.properties.event_duration])).toEqual([
      ["page_leave", "/stocks", 12.345],
      ["page_view", "/pricing", undefined],
    ]);
  });

  it("keeps a heartbeat record every 5 s on a page-leave page, and removes it on leaving", () => {
    const h = harness();
    h.tracker.pageView("/cn/futures", "期货");
    h.settle();
    expect(h.tracker.measuring()).toBe("/cn/futures");
    expect(h.store.has(`${HEARTBEAT_KEY_PREFIX}view1`)).toBe(false);
    h.advance(PAGE_LEAVE_HEARTBEAT_S * 1000);
    const record = JSON.parse(h.store.get(`${HEARTBEAT_KEY_PREFIX}view1`)!) as { start: number; updatedAt: number; page_name: string };
    expect(record).toMatchObject({ page_name: "/cn/futures", start: 1_000_000, updatedAt: 1_005_000 });
    h.advance(10_000);
    expect(JSON.parse(h.store.get(`${HEARTBEAT_KEY_PREFIX}view1`)!)).toMatchObject({ updatedAt: 1_015_000 });
    h.tracker.hide();
    expect(h.store.has(`${HEARTBEAT_KEY_PREFIX}view1`)).toBe(false);
    expect(h.sent.at(-1)!.map((e) => [e.event, e.properties.event_duration])).toEqual([["page_leave", 15]]);
    expect(h.timers.size).toBe(0);
  });

  it("has no heartbeat and no page-leave elsewhere", () => {
    const h = harness();
    h.tracker.pageView("/stock-cfds", "CFDs");
    h.advance(20_000);
    expect(h.store.size).toBe(0);
    h.tracker.pageView("/", "Home");
    h.settle();
    expect(h.sent.flat().map((e) => e.event)).toEqual(["page_view", "page_view"]);
  });

  it("resumes measuring when the hidden page is shown again", () => {
    const h = harness();
    h.tracker.pageView("/discover", "Discover");
    h.advance(3000);
    h.tracker.hide();
    h.jump(60_000);
    h.tracker.show();
    h.advance(2000);
    h.tracker.hide();
    expect(
      h.sent
        .flat()
        .filter((e) => e.event === "page_leave")
        .map((e) => e.properties.event_duration),
    ).toEqual([3, 2]);
  });

  it("drops a measurement longer than the maximum duration", () => {
    const h = harness();
    h.tracker.pageView("/stocks", "Stocks");
    h.advance(5000);
    h.jump(PAGE_LEAVE_MAX_DURATION_S * 1000);
    h.advance(5000);
    expect(h.store.size).toBe(0);
    expect(h.tracker.measuring()).toBeNull();
    h.tracker.hide();
    expect(h.sent.flat().map((e) => e.event)).toEqual(["page_view"]);
  });

  it("reports the records of pages that vanished, and leaves live ones alone", () => {
    const now = 600_000_000;
    const h = harness(now);
    h.store.set(`${HEARTBEAT_KEY_PREFIX}gone`, JSON.stringify({ page_name: "/fx-cfd", page_title: "FX", start: now - 1_000_000, updatedAt: now - 980_000 }));
    h.store.set(
      `${HEARTBEAT_KEY_PREFIX}live`,
      JSON.stringify({ page_name: "/stocks", page_title: "S", start: now - 10_000, updatedAt: now - HEARTBEAT_STALE_MS + 1 }),
    );
    h.store.set(`${HEARTBEAT_KEY_PREFIX}junk`, "{not json");
    h.store.set(
      `${HEARTBEAT_KEY_PREFIX}ancient`,
      JSON.stringify({ page_name: "/stocks", page_title: "S", start: 100_000_000, updatedAt: 100_000_000 + (PAGE_LEAVE_MAX_DURATION_S + 1) * 1000 }),
    );
    h.tracker.recoverStale();
    h.settle();
    expect(h.sent).toEqual([
      [{ event: "page_leave", page_name: "/fx-cfd", time: now - 980_000, properties: { distinct_id: "visitor-1", page_title: "FX", event_duration: 20 } }],
    ]);
    expect([...h.store.keys()]).toEqual([`${HEARTBEAT_KEY_PREFIX}live`]);
  });

  it("reports named buttons with the page they are on", () => {
    const h = harness();
    h.tracker.buttonClick("discover-more", "/cn/discover");
    h.settle();
    expect(h.sent).toEqual([
      [{ event: "button_click", page_name: "/cn/discover", time: 1_000_000, properties: { distinct_id: "visitor-1", button_name: "discover-more" } }],
    ]);
  });
});
