/**
 * Dates in the locale's format (product.md §Locales: YYYY-MM-DD for Chinese locales, DD MMM, YYYY for
 * English), always in Singapore time so that the server and the browser print the same day.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";

dayjs.extend(utc);
dayjs.extend(timezone);

export const SITE_TIMEZONE = "Asia/Singapore";

/** Today's date in Singapore (YYYY-MM-DD), the day a campaign's end date is compared with. */
export function siteToday(now: Date = new Date()): string {
  return dayjs(now).tz(SITE_TIMEZONE).format("YYYY-MM-DD");
}

/** Formats an ISO date or date-time; a plain YYYY-MM-DD is taken as that calendar day. An invalid value gives "". */
export function formatDate(iso: string, locale: Locale): string {
  const plainDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const value = plainDay ? dayjs(iso) : dayjs(iso).tz(SITE_TIMEZONE);
  if (!value.isValid()) return "";
  return value.format(LOCALE_INFO[locale].dateFormat);
}
