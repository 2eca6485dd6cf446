/**
 * The brokerage's app-store listings, used by the download pages (/download, /download-app,
 * /download-futures). These are the listing URLs the brokerage is expected to publish: CONFIRM
 * each one against the live App Store and Google Play listings before launch (the ids below are
 * the planned bundle id and App Store id). Changing a listing means editing this file only.
 */

/** Which app a download page offers. */
export type AppId = "main" | "futures";

/** The trading app (stocks, options, CFDs, account opening) on the Apple App Store. */
export const APP_STORE_URL = "https://apps.apple.com/sg/app/dolphin-securities/id6450000001";
/** The trading app on Google Play. */
export const GOOGLE_PLAY_URL = "https://play.google.com/store/apps/details?id=sg.dolphinsecurities.app";

/** The futures trading app on the Apple App Store. */
export const FUTURES_APP_STORE_URL = "https://apps.apple.com/sg/app/dolphin-futures/id6450000002";
/** The futures trading app on Google Play. */
export const FUTURES_GOOGLE_PLAY_URL = "https://play.google.com/store/apps/details?id=sg.dolphinsecurities.futures";

/** The store listings of each app. */
export const APP_STORES: Record<AppId, { appStore: string; googlePlay: string }> = {
  main: { appStore: APP_STORE_URL, googlePlay: GOOGLE_PLAY_URL },
  futures: { appStore: FUTURES_APP_STORE_URL, googlePlay: FUTURES_GOOGLE_PLAY_URL },
};

/** Minimum operating-system versions the apps support (shown on the download pages). */
export const MIN_IOS_VERSION = "15";
export const MIN_ANDROID_VERSION = "9";
