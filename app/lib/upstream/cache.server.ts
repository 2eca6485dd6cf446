/**
 * Short-lived caches of upstream lists (product.md §Help center: tabs are cached per locale for a short time, so
 * a slow or failing upstream never holds a page up). Only caches: losing them changes nothing but
 * speed, so several instances need not share them.
 */
import { LRUCache } from "lru-cache";

interface Entry {
  value: unknown;
  fresh: number;
}

const FAILURE_TTL_MS = 5_000;
const store = new LRUCache<string, Entry>({ max: 2000 });
const inflight = new Map<string, Promise<unknown>>();
/** Bumped by clearCaches: a load started before a clear must not fill the cache after it. */
let generation = 0;

/**
 * The cached value of `key`, refreshed in the background once older than `ttlMs`.
 * With nothing cached it waits for `load` at most `budgetMs`, then answers `fallback`
 * (the load goes on and fills the cache for the next request). A failed load is logged by the
 * caller's `load` and answers `fallback`.
 */
export async function cachedWithBudget<T>(key: string, options: { ttlMs: number; budgetMs: number; fallback: T }, load: () => Promise<T>): Promise<T> {
  const entry = store.get(key);
  const now = Date.now();
  const refresh = () => {
    let pending = inflight.get(key) as Promise<T> | undefined;
    if (!pending) {
      const started = generation;
      pending = load().then(
        (value) => {
          if (started === generation) store.set(key, { value, fresh: Date.now() + options.ttlMs });
          return value;
        },
        () => {
          // Remember the failure briefly, so a down upstream costs one wait, not one per page.
          if (started === generation) store.set(key, { value: options.fallback, fresh: Date.now() + FAILURE_TTL_MS });
          return options.fallback;
        },
      );
      const current = pending;
      // Never rejects: both branches above answer a value.
      void pending.finally(() => {
        if (inflight.get(key) === current) inflight.delete(key);
      });
      inflight.set(key, pending);
    }
    return pending;
  };
  if (entry) {
    if (entry.fresh < now) void refresh();
    return entry.value as T;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(options.fallback), options.budgetMs);
  });
  try {
    return await Promise.race([refresh(), timeout]);
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
