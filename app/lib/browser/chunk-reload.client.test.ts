import { describe, expect, it, vi } from "vitest";
import {
  ChunkLoadError,
  STORAGE_KEY,
  claimChunkReload,
  guardRemixModuleReload,
  isChunkLoadError,
  reloadForChunkError,
} from "~/lib/browser/chunk-reload.client";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe("chunk-load errors (product.md §Errors)", () => {
  it("are recognised by their messages in each browser", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/build/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError("Loading chunk 42 failed.")).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError("translated text"))).toBe(true);
    expect(isChunkLoadError(new Error("Network error"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("the 60 s guard (product.md §Navigation)", () => {
  it("allows one reload, then none for 60 s, then one again", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(storage.getItem(STORAGE_KEY)).toBe("1000000");
    expect(reloadForChunkError(1_000_000 + 59_999, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_000_000 + 60_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it("survives the reload: the time lives in the (session) storage passed in", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(5_000, storage)).toBe(true);
    // A new page (after the reload) reads the same storage.
    expect(claimChunkReload(6_000, storage)).toBe(false);
  });
  it("does not reload without storage (no way to stop a loop), and tolerates a clock set back", () => {
    expect(claimChunkReload(1, null)).toBe(false);
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, String(10_000_000));
    expect(claimChunkReload(1_000, storage)).toBe(true);
  });
});

describe("Remix's own reload", () => {
  const REMIX_LINE = "Error loading route module `/build/en/discover-ABC.js`, reloading page...";
  it("is let through (and recorded) when allowed", () => {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args), warn: vi.fn() };
    const claim = vi.fn(() => true);
    const restore = guardRemixModuleReload(target, claim);
    target.error(REMIX_LINE);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(logged).toEqual([[REMIX_LINE]]);
    restore();
  });
  it("is stopped by a ChunkLoadError inside the 60 s window, before Remix reaches location.reload()", () => {
    const target = { error: vi.fn(), warn: vi.fn() };
    const original = target.error;
    const restore = guardRemixModuleReload(target, () => false);
    expect(() => target.error(REMIX_LINE)).toThrow(ChunkLoadError);
    expect(original).not.toHaveBeenCalled();
    expect(target.warn).toHaveBeenCalled();
    restore();
    expect(target.error).toBe(original);
  });
  it("leaves every other console.error alone", () => {
    const target = { error: vi.fn(), warn: vi.fn() };
    const original = target.error;
    const claim = vi.fn(() => false);
    guardRemixModuleReload(target, claim);
    target.error("something else", 1);
    expect(original).toHaveBeenCalledWith("something else", 1);
    expect(claim).not.toHaveBeenCalled();
  });
});
