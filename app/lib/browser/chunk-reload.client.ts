/**
 * product.md §Navigation, §Errors: when loading a route module (a chunk) fails, hard-reload the page, at most once
 * per 60 seconds. The time of the last such reload lives in sessionStorage, so the guard survives
 * the reload itself (and a reload loop is impossible).
 *
 * Where chunk failures surface, and how each is guarded:
 * - Remix's own route-module loader (a client navigation, a prefetch): on a failed import it logs
 *   "Error loading route module `…`, reloading page..." and then calls location.reload() with no
 *   guard of its own. The log line is the one synchronous moment before that reload, so the
 *   console.error hook below records the reload there — or, inside the 60 s window, throws instead,
 *   which rejects Remix's loader and sends the navigation to the error page instead of reloading.
 * - Any other dynamic import or lazy chunk: the window "unhandledrejection" / "error" listeners.
 * - An error boundary that receives a chunk error: `useChunkErrorReload` in the root boundary.
 */
import { CHUNK_RELOAD_GUARD_MS } from "~/lib/config/constants";

/** sessionStorage key of the last chunk reload's time (ms). */
export const STORAGE_KEY = "chunk-reload-at";
const CHUNK_ERROR =
  /(failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading chunk [\w-]+ failed|loading css chunk)/i;
/** The line Remix logs right before its unguarded reload (@remix-run/react routeModules.js). */
const REMIX_RELOAD_LOG = /^Error loading route module `[^`]*`, reloading page\.\.\./;

/** The error a blocked reload leaves behind: the navigation fails with it instead of reloading. */
export class ChunkLoadError extends Error {
  readonly name = "ChunkLoadError";
  /** Marks the error for isChunkLoadError (the message is translated and cannot be matched). */
  readonly chunkLoadGuard = true;
}

/** Whether an error (or its message) says a chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError || (error as { chunkLoadGuard?: unknown } | null)?.chunkLoadGuard === true) return true;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Claims the reload: true (and the time recorded) when no chunk reload happened in the last 60 s,
 * false inside that window. Without storage there is no way to remember, so no reload (no loop).
 */
export function claimChunkReload(now = Date.now(), storage: Storage | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads unless a chunk reload happened in the last 60 s; returns whether it reloaded. */
export function reloadForChunkError(now = Date.now(), storage: Storage | null = sessionStore(), reload = () => window.location.reload()): boolean {
  if (!claimChunkReload(now, storage)) return false;
  reload();
  return true;
}

let translatedMessage: string | null = null;

/** Sets the blocked-reload message in the page's language (entry.client, once its texts load). */
export function setBlockedMessage(message: string): void {
  translatedMessage = message;
}

/** The message of a blocked reload: the page's language once set, English before that. */
function blockedMessage(): string {
  return translatedMessage ?? "Part of this page could not be loaded. Please check your connection and reload the page.";
}

/**
 * Wraps console.error so that Remix's "reloading page..." line either records the reload (allowed)
 * or throws a ChunkLoadError (inside the 60 s window) before Remix reaches location.reload().
 * Returns the function that removes the wrapper.
 */
export function guardRemixModuleReload(target: Pick<Console, "error" | "warn"> = console, claim: () => boolean = () => claimChunkReload()): () => void {
  const original = target.error;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === "string" && REMIX_RELOAD_LOG.test(args[0]) && !claim()) {
      target.warn("A route module failed to load again within 60 s: not reloading.", args[0]);
      throw new ChunkLoadError(blockedMessage());
    }
    return original.apply(this ?? target, args as []);
  };
  target.error = wrapped as Console["error"];
  return () => {
    if (target.error === wrapped) target.error = original;
  };
}

let installed = false;

/** Installs the guard once per page: the Remix hook and the window listeners. */
export function installChunkReloadGuard(): void {
  if (installed) return;
  installed = true;
  guardRemixModuleReload();
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason) && !(event.reason instanceof ChunkLoadError)) reloadForChunkError();
  });
  window.addEventListener("error", (event) => {
    if (isChunkLoadError(event.error ?? event.message) && !(event.error instanceof ChunkLoadError)) reloadForChunkError();
  });
}
