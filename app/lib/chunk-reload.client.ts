/**
 * SPEC §2, §8: when loading a route module (a chunk) fails, hard-reload the page, at most once
 * per 60 seconds. The guard lives in sessionStorage so it survives the reload itself.
 */
import { CHUNK_RELOAD_GUARD_MS } from "~/lib/constants";

const STORAGE_KEY = "chunk-reload-at";
const CHUNK_ERROR = /(failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading chunk [\w-]+ failed|loading css chunk)/i;

/** Whether an error (or its message) says a chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Reloads unless a reload for the same reason happened in the last 60 s; returns whether it reloaded. */
export function reloadForChunkError(now = Date.now(), storage: Storage = window.sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Listens for unhandled chunk-load failures anywhere in the page. */
export function installChunkReloadGuard(): void {
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  });
  window.addEventListener("error", (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadForChunkError();
  });
}
