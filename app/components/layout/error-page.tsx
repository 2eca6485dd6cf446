import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { AppLink } from "~/components/content/app-link";
import { useTranslation } from "~/lib/i18n/react";

/**
 * product.md §Errors error page. A route error response uses its status (404 gives "This page could not
 * be found", 400 "This request is not valid", translated); any other error its statusCode, status
 * or response status, default 500, and its message; always with a link back home.
 */
export function errorDetails(error: unknown): { status: number; message: string | null; renderFailure: boolean; chunkLoad: boolean } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown; renderFailure?: unknown } | string | null;
    const message =
      typeof data === "object" && data && typeof data.message === "string" ? data.message : typeof data === "string" && data ? data : error.statusText || null;
    const renderFailure = typeof data === "object" && data?.renderFailure === true;
    return { status: error.status, message: error.status === 404 ? null : message, renderFailure, chunkLoad: false };
  }
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown }; message?: unknown; chunkLoadGuard?: unknown } | null;
  const candidates = [e?.statusCode, e?.status, e?.response?.status];
  const status = candidates.find((s): s is number => typeof s === "number" && s >= 400 && s < 600) ?? 500;
  const message = typeof e?.message === "string" && e.message ? e.message : null;
  // A blocked chunk reload (lib/browser/chunk-reload.client.ts ChunkLoadError): its text is read from the
  // locale files when shown, so it follows a client navigation into another language.
  return { status, message, renderFailure: false, chunkLoad: e?.chunkLoadGuard === true };
}

function errorContent({ status, message, renderFailure, chunkLoad }: ReturnType<typeof errorDetails>, t: (key: string) => string) {
  if (renderFailure) throw new Error("error page render failure (test scenario)");
  const text =
    status === 404 ? t("errors.notFound") : status === 400 ? t("errors.badRequest") : chunkLoad ? t("spa:chunk.failed") : (message ?? t("errors.generic"));
  return (
    <section className="error-page container" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{text}</h1>
      <p>
        <AppLink to="/" className="btn btn--primary">
          {t("errors.backHome")}
        </AppLink>
      </p>
    </section>
  );
}

function ErrorPageFailed() {
  const { t } = useTranslation();
  return (
    <section className="error-page container" data-status="error-page-failed">
      <h1>{t("errors.errorPageFailed")}</h1>
      <p>
        <a href="/" className="btn btn--primary">
          {t("errors.backHome")}
        </a>
      </p>
    </section>
  );
}

/** product.md §Errors: a failure inside the error page shows its own message with a go-back-home link. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/**
 * The error page for an error value. Building its content is guarded twice: a try/catch (the
 * server renders without error boundaries) and a boundary for failures in the browser.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  let content: ReactNode;
  try {
    content = errorContent(errorDetails(error), t);
  } catch {
    content = <ErrorPageFailed />;
  }
  return <ErrorPageGuard>{content}</ErrorPageGuard>;
}

/** The ErrorBoundary every page route exports: the error page inside the page's layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} />;
}
