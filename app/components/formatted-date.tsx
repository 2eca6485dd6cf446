import { formatDate } from "~/lib/dates";
import { useLocale } from "~/lib/root-data";

/** A <time> element with the date in the current locale's format. */
export function FormattedDate({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = formatDate(iso, locale);
  return <time dateTime={iso}>{text}</time>;
}
