/**
 * What the download pages (/download, /download-app, /download-futures) share with the browser:
 * which app a page offers, the kinds of download link, and the systems the apps support. The
 * links themselves are configuration, read on the server (content/app-store-links.server.ts) and handed to the
 * page as loader data.
 */

/** Which app a download page offers. */
export type AppId = "main" | "futures";

/** The phone stores, and the desktop platform's installers. */
export type Store = "appStore" | "googlePlay";
export type Desktop = "windows" | "macos";

/** An app's download links (absolute https URLs). */
export type AppLinks = Record<Store | Desktop, string>;

/** Minimum operating-system versions the apps support (shown on the download pages). */
export const MIN_IOS_VERSION = "15";
export const MIN_ANDROID_VERSION = "9";
export const MIN_WINDOWS_VERSION = "10";
export const MIN_MACOS_VERSION = "12";
