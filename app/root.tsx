import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { ConsentBanner } from "~/components/layout/consent-banner";
import { ErrorPage } from "~/components/layout/error-page";
import { LoginHeader } from "~/components/layout/login-header";
import { useNonce } from "~/components/layout/nonce";
import { LoginFooter, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toast } from "~/components/layout/toasts";
import { ChunkErrorReload } from "~/components/spa/chunk-error";
import { SpaBehaviours } from "~/components/spa/spa-behaviours";
import { consentState } from "~/lib/analytics/consent.server";
import { serverEnv, siteOrigin } from "~/lib/config/env.server";
import { requestDevice } from "~/lib/http/device.server";
import { handOverKey, ownPathRedirect } from "~/lib/http/safe-redirect";
import { loadLocaleResources } from "~/lib/i18n/client-resources";
import { fixedT, remixI18next, requestLocale, textsVersion, urlLocale } from "~/lib/i18n/i18n.server";
import { DEFAULT_LOCALE, LOCALE_INFO, isLocale, localeFromPrefix, localizePath, stripLocale, type Locale } from "~/lib/i18n/locale";
import { useTranslation, useTranslationsFollow } from "~/lib/i18n/react";
import { firmMarkup } from "~/lib/legal/firm-markup.server";
import { firmView } from "~/lib/legal/firm.server";
import { logger } from "~/lib/observability/logger.server";
import { chooseLayout } from "~/lib/pages/layout";
import { forcedLayout } from "~/lib/pages/page-info.server";
import { pageFromPath, type Layout } from "~/lib/pages/registry";
import { readSession } from "~/lib/session/cookies.server";
import { currentUserOf } from "~/lib/session/current-user.server";
import { handOverSession } from "~/lib/session/hand-over.server";
import { isLoginExpiredCode, SESSION_EXPIRED_TOAST, sessionEnded } from "~/lib/session/login-expired.server";
import { ABSOLUTE_TIMEOUT_S } from "~/lib/session/timeouts";
import { toastCookie, type Toast as ToastValue } from "~/lib/session/toast.server";
import { partMissingFor, UpstreamError } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getHelpCenterTabs, getNewsTabs } from "~/services/news/news.server";
import type { CurrentUser } from "~/services/user/user.server";
import stylesUrl from "~/styles/site.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * What the browser gets of the current user: what its components show (the user menu, the account
 * CTAs, the two-step status), not the email, phone, invitation code or uuid, which every page's
 * data would otherwise carry to any script in it (OWASP ASVS 5.0 V14.2.6 data minimisation). The chat route (routes/resources/chat.ts) signs the uuid in its own request.
 */
function browserUser(user: CurrentUser) {
  const { nickname, dolphinNo, avatar, openedAccount, extendStatusBit } = user;
  return { nickname, dolphinNo, avatar, openedAccount, extendStatusBit };
}

/**
 * The root loader (product.md §Session): locale, device and layout, the current
 * user when both uuid and token cookies exist, the news and help-center tabs (cached, never
 * holding the page up), and the flash toast. Nothing here throws for an upstream failure.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const prefixed = urlLocale(request);
  if (!prefixed && request.method === "GET") {
    // remix-i18next's detection in our order (docs/decisions/locale-detection.md): with no
    // prefix, the `locale` cookie, then en.
    const preferred = await remixI18next.getLocale(request);
    if (isLocale(preferred) && preferred !== DEFAULT_LOCALE) {
      // Through the site's redirect check like every redirect; the query (a hand-over key too,
      // which the localized page's own loader exchanges) goes on as written. A path that cannot
      // be a redirect target is no page: its 404 page is answered where it was asked, not home.
      const target = ownPathRedirect(localizePath(url.pathname, preferred));
      if (target !== null) throw redirect(`${target}${url.search}`);
    }
  }
  const tokenKey = handOverKey(url.searchParams);
  if (tokenKey !== null && request.method === "GET") throw await handOverSession(request, context, tokenKey);
  const locale = requestLocale(request);
  const t = fixedT(locale);
  const env = serverEnv();
  const ctx = upstreamContext(request, context);
  const session = readSession(request);

  let toast: ToastValue | null = toastCookie.read(request);
  if (toast) context.appendSetCookie(toastCookie.clear());
  // The site's clock ended the session before this request (session/clock.server.ts): said here,
  // on the page it answers, rather than through a cookie the next page would read; it outranks an
  // older toast still waiting in the cookie.
  if (context.state.timedOut) toast = SESSION_EXPIRED_TOAST;

  let user: CurrentUser | null = null;
  // A session the site's clock ended before this request (session/clock.server.ts) is not asked for.
  const userPromise =
    session.uuid && session.token && !sessionEnded(context)
      ? currentUserOf(request, context).then(({ user: found, error }) => {
          if (error === null) return found;
          // product.md §Errors: a failed current-user call shows a fail toast with the error's msg;
          // a session it found ended (§Session), the site's one wording of that, as every call's.
          partMissingFor(error);
          if (error instanceof UpstreamError && isLoginExpiredCode(error.code)) {
            toast = SESSION_EXPIRED_TOAST;
          } else if (error instanceof UpstreamError) {
            toast = { type: "fail", text: error.msg ?? t(error.messageKey) };
          } else {
            logger.error({ err: error }, "current user failed");
            toast = { type: "fail", text: t("errors.busy") };
          }
          return null;
        })
      : Promise.resolve(null);
  const [currentUser, newsTabs, helpCenterTabs] = await Promise.all([userPromise, getNewsTabs(ctx), getHelpCenterTabs(ctx)]);
  user = currentUser;

  // The device class's flags, not the User-Agent's own: a shared cache keys pages by that class.
  const device = requestDevice(request);
  const page = pageFromPath(url.pathname);
  const layout: Layout = chooseLayout(forcedLayout(page), device);
  const isLogin = session.isLogin && !sessionEnded(context);

  return json({
    locale,
    // The `v` of the browser's locale texts URL (lib/i18n/client-resources.ts).
    textsVersion,
    brand: t("brand"),
    notFoundTitle: t("errors.notFound"),
    badRequestTitle: t("errors.badRequest"),
    origin: siteOrigin(request),
    isLogin,
    user: isLogin && user ? browserUser(user) : null,
    // Seconds left before the session's absolute end, for the browser's warning (session/timeouts.ts).
    sessionEndsInS: isLogin ? (context.state.sessionEndsInS ?? ABSOLUTE_TIMEOUT_S) : null,
    newsTabs,
    helpCenterTabs,
    device,
    layout,
    toast,
    defaultHCode: env.DEFAULT_HCODE,
    // The firm behind the site, for every footer and /about (configuration, firm.server.ts).
    firm: { name: firmView(locale).name, licence: firmView(locale).licence, html: firmMarkup(locale) },
    // The chat link is signed when the visitor opens it (routes/resources/chat.ts), never in the page.
    // The tag-manager id only once the visitor accepted it; whether to ask (consent.server.ts).
    ...consentState(request),
  });
}

/**
 * In the browser, when the root data is loaded again (an action, a locale change, a hand-over),
 * the locale's texts are loaded too before the navigation commits, so that a client navigation
 * to another locale's page renders in that locale at once (lib/i18n/client-resources.ts). When
 * they cannot be fetched, the page is loaded as a document instead.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  try {
    await loadLocaleResources(data.locale);
  } catch {
    // The texts could not be fetched (offline, a failing request): load the page as a document,
    // which the server renders whole in its locale, instead of showing it in the wrong language.
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return data;
}

/**
 * The root data (user, tabs, toast) changes only through actions (sign-in, logout, forms that set
 * a toast), a locale change or a session hand-over: plain navigations keep it, so a page whose
 * query changes as you type (the fee calculator) does not fetch the user again.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: { formMethod?: string; currentUrl: URL; nextUrl: URL }) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (localeFromPrefix(currentUrl.pathname) !== localeFromPrefix(nextUrl.pathname)) return true;
  // HAND_OVER_PARAM (safe-redirect.ts) written out: importing it would add that module to every page's bundle.
  return nextUrl.searchParams.has("tokenKey");
}

function Document({ locale, layout, nonce, children }: { locale: Locale; layout: Layout; nonce?: string; children: React.ReactNode }) {
  return (
    <html lang={LOCALE_INFO[locale].htmlLang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b5cab" />
        <Meta />
        <Links />
      </head>
      <body data-layout={layout}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ layout, inCompanyApp, askConsent, children }: { layout: Layout; inCompanyApp: boolean; askConsent: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const chrome = !inCompanyApp && layout !== "login";
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {/* In the flow, above the page: it covers nothing, a form field least of all. */}
      {askConsent ? <ConsentBanner /> : null}
      {chrome ? <SiteHeader compact={layout === "h5"} /> : null}
      {layout === "login" && !inCompanyApp ? <LoginHeader /> : null}
      <main id="main" tabIndex={-1} className={`main main--${layout}`}>
        {children}
      </main>
      {chrome ? <SiteFooter /> : null}
      {layout === "login" && !inCompanyApp ? <LoginFooter /> : null}
    </>
  );
}

/**
 * The session warning for a signed-in visitor (`endsInS`: the root data's seconds before the
 * session's absolute end; null when signed out): spa/session-timeout.ts, loaded on its own once
 * hydrated, started again in the page's new locale.
 */
function useSessionWarning(endsInS: number | null, locale: Locale) {
  const { t } = useTranslation();
  useEffect(() => {
    if (endsInS === null) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import("~/components/spa/session-timeout")
      .then(({ watchSession }) => {
        if (gone) return;
        const signInHref = () => `${localizePath("/sign-in", locale)}?redirectTo=${encodeURIComponent(stripLocale(location.pathname) + location.search)}`;
        stop = watchSession({ endsInS, t, lang: LOCALE_INFO[locale].htmlLang, signInHref });
      })
      // Offline, or a deployment replaced the chunk: no warning on this page (the server still ends the session).
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [endsInS, locale, t]);
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const nonce = useNonce();
  useTranslationsFollow(data.locale);
  useSessionWarning(data.sessionEndsInS, data.locale);
  return (
    <Document locale={data.locale} layout={data.layout} nonce={nonce}>
      <Shell layout={data.layout} inCompanyApp={data.device.inCompanyApp} askConsent={data.askConsent}>
        <Outlet />
      </Shell>
      <div className="toasts" aria-live="polite">
        {data.toast ? <Toast toast={data.toast} mobile={data.layout === "h5"} /> : null}
      </div>
      <SpaBehaviours />
    </Document>
  );
}

/** Errors of the root loader or rendering: the error page in a minimal document. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const nonce = useNonce();
  const locale = localeFromPrefix(location.pathname) ?? DEFAULT_LOCALE;
  // After a client navigation into another locale the texts follow the URL here too (the root
  // clientLoader has loaded them before the navigation committed).
  useTranslationsFollow(locale);
  return (
    <Document locale={locale} layout="default" nonce={nonce}>
      <main id="main" className="main main--default">
        <ErrorPage error={error} />
        <ChunkErrorReload error={error} />
      </main>
    </Document>
  );
}
