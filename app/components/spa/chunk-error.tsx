/**
 * The chunk-load part of the root error boundary (product.md §Navigation, §Errors): an error that says a chunk failed
 * to load reloads the page — unless a chunk reload already happened in the last 60 s, in which
 * case the error page stays and this offers a reload button.
 */
import { useEffect, useState } from "react";
import { isChunkLoadError, reloadForChunkError } from "~/lib/browser/chunk-reload.client";
import { useTranslation } from "~/lib/i18n/react";

/** Mount in the root ErrorBoundary with its error. */
export function ChunkErrorReload({ error }: { error: unknown }) {
  const { t } = useTranslation("spa");
  // The *.client module is empty on the server (its functions undefined): there, no error is a
  // chunk error, and the boundary renders (a 405 to OPTIONS threw here before: a 500).
  const chunk = typeof document !== "undefined" && isChunkLoadError(error);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (chunk) reloadForChunkError();
  }, [chunk, error]);
  if (!chunk || !hydrated) return null;
  return (
    <div className="container chunk-error" data-chunk-error="">
      <p>{t("chunk.explain")}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t("chunk.reload")}
      </button>
    </div>
  );
}
