/**
 * The apps' download links (docs/product.md §Download): the App Store and Google Play listings
 * and the desktop platform's Windows and macOS installers of each app, and the link its QR code
 * encodes. Every one is configuration (the *_URL variables of config/env.server.ts); the defaults are
 * the listings the brokerage plans to publish, to be confirmed against the live stores before
 * launch.
 */
import { serverEnv } from "~/lib/config/env.server";
import type { AppId, AppLinks } from "~/lib/content/app-stores";

/** The configured download links of an app. */
export function appLinks(app: AppId): AppLinks {
  const env = serverEnv();
  return app === "futures"
    ? {
        appStore: env.FUTURES_APP_STORE_URL,
        googlePlay: env.FUTURES_GOOGLE_PLAY_URL,
        windows: env.FUTURES_DESKTOP_WINDOWS_URL,
        macos: env.FUTURES_DESKTOP_MACOS_URL,
      }
    : { appStore: env.APP_STORE_URL, googlePlay: env.GOOGLE_PLAY_URL, windows: env.DESKTOP_WINDOWS_URL, macos: env.DESKTOP_MACOS_URL };
}

/**
 * The link an app's QR code encodes when one is configured (a store-picking "smart" link), or
 * null: then the code opens the app's download page on this site, which puts the phone's own
 * store first.
 */
export function configuredQrLink(app: AppId): string | null {
  const env = serverEnv();
  return (app === "futures" ? env.FUTURES_APP_QR_URL : env.APP_QR_URL) ?? null;
}
