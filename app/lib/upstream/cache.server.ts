/**
 * Short-lived caches of upstream lists (product.md §Help center: tabs are cached per locale for a short time, so
 * a slow or failing upstream never holds a page up). Only caches: losing them changes nothing but
 * speed, so several instances need not share them.
 */
import { LRUCache } from "lru-cache";
import { markPartMissing } from "~/lib/observability/telemetry.server";
import type { UpstreamService } from "~/lib/upstream/breakers.server";

interface Entry {
  value: unknown;
  fresh: number;
  /** The value is the fallback, kept for a while after a failed load. */
  failed?: boolean;
}

const FAILURE_TTL_MS = 5_000;
const store = new LRUCache<string, Entry>({ max: 2000 });
const inflight = new Map<string, Promise<Entry>>();
/** Bumped by clearCaches: a load started before a clear must not fill the cache after it. */
let generation = 0;

/**
 * The cached value of `key`, refreshed in the background once older than `ttlMs`.
 * With nothing cached it waits for `load` at most `budgetMs`, then answers `fallback`
 * (the load goes on and fills the cache for the next request). A failed load is logged by the
 * caller's `load` and answers `fallback`. An answer of `fallback` for a failure or the budget
 * marks the page's part of `service` missing (markPartMissing: a degraded page answer).
 */
export async function cachedWithBudget<T>(
  key: string,
  options: { ttlMs: number; budgetMs: number; fallback: T; service?: UpstreamService },
  load: () => Promise<T>,
): Promise<T> {
  const entry = store.get(key);
  const now = Date.now();
  /** What the request answers: a loaded value, or the fallback with its part marked missing. */
  const answer = (loaded: Entry) => {
    if (!loaded.failed) return loaded.value as T;
    if (options.service) markPartMissing(options.service);
    return options.fallback;
  };
  const refresh = () => {
    let pending = inflight.get(key);
    if (!pending) {
      const started = generation;
      pending = load().then(
        (value) => {
          const loaded: Entry = { value, fresh: Date.now() + options.ttlMs };
          if (started === generation) store.set(key, loaded);
          return loaded;
        },
        () => {
          // Remember the failure briefly, so a down upstream costs one wait, not one per page.
          const failed: Entry = { value: options.fallback, fresh: Date.now() + FAILURE_TTL_MS, failed: true };
          if (started === generation) store.set(key, failed);
          return failed;
        },
      );
      const current = pending;
      // Never rejects: both branches above answer an entry.
      void pending.finally(() => {
        if (inflight.get(key) === current) inflight.delete(key);
      });
      inflight.set(key, pending);
    }
    return pending;
  };
  if (entry) {
    if (entry.fresh < now) void refresh();
    return answer(entry);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Entry>((resolve) => {
    timer = setTimeout(() => resolve({ value: options.fallback, fresh: 0, failed: true }), options.budgetMs);
  });
  try {
    return answer(await Promise.race([refresh(), timeout]));
  } finally {
    clearTimeout(timer);
  }
}

/** Empties every cache (tests). */
export function clearCaches(): void {
  generation++;
  store.clear();
  inflight.clear();
}
