import { beforeEach, describe, expect, it, vi } from "vitest";

const missing = vi.hoisted(() => [] as string[]);
vi.mock("~/lib/observability/telemetry.server", () => ({ markPartMissing: (service: string) => missing.push(service) }));

const { cachedWithBudget, clearCaches } = await import("~/lib/upstream/cache.server");

const never = <T>() => new Promise<T>(() => {});
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

beforeEach(() => clearCaches());

describe("cachedWithBudget", () => {
  it("answers the fallback when the load takes longer than the budget, and caches the late answer", async () => {
    expect(await cachedWithBudget("a", { ttlMs: 60_000, budgetMs: 20, fallback: [] as string[] }, () => after(60, ["x"]))).toEqual([]);
    await after(80, null);
    expect(await cachedWithBudget("a", { ttlMs: 60_000, budgetMs: 20, fallback: [] as string[] }, never)).toEqual(["x"]);
  });
  it("remembers a failure briefly instead of waiting again", async () => {
    // A budget long enough that a stall of a busy machine's worker is not mistaken for the wait.
    expect(await cachedWithBudget("b", { ttlMs: 60_000, budgetMs: 1_000, fallback: "none" }, () => Promise.reject(new Error("down")))).toBe("none");
    const started = Date.now();
    expect(await cachedWithBudget("b", { ttlMs: 60_000, budgetMs: 1_000, fallback: "none" }, never)).toBe("none");
    expect(Date.now() - started).toBeLessThan(500);
  });
  it("a load started before clearCaches does not fill the cache after it", async () => {
    expect(await cachedWithBudget("c", { ttlMs: 60_000, budgetMs: 10, fallback: "none" }, () => after(40, "old"))).toBe("none");
    clearCaches();
    await after(60, null);
    expect(await cachedWithBudget("c", { ttlMs: 60_000, budgetMs: 10, fallback: "none" }, () => after(40, "new"))).toBe("none");
    await after(60, null);
    expect(await cachedWithBudget("c", { ttlMs: 60_000, budgetMs: 10, fallback: "none" }, never)).toBe("new");
  });
  it("marks the page's part of its service missing whenever it answers the fallback for a failure or the budget", async () => {
    missing.length = 0;
    const options = { ttlMs: 60_000, budgetMs: 20, fallback: [] as string[], service: "news-helpcenter" as const };
    await cachedWithBudget("d", options, () => Promise.reject(new Error("down")));
    await cachedWithBudget("d", options, never);
    await cachedWithBudget("e", options, never);
    await cachedWithBudget("f", options, () => Promise.resolve(["x"]));
    await cachedWithBudget("f", options, never);
    expect(missing).toEqual(["news-helpcenter", "news-helpcenter", "news-helpcenter"]);
  });
});
