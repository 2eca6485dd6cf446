/**
 * A <time> element: `iso` for machines, `text` for people — the locale's format, made by the
 * loader with formatDate (lib/i18n/dates), so that the browser needs no date library.
 */
export function FormattedDate({ iso, text }: { iso: string; text: string }) {
  return <time dateTime={iso}>{text}</time>;
}
