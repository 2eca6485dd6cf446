/**
 * The markup of the firm's details (docs/product.md §Firm identity), rendered once per locale on
 * the server, under a heading: legal name, UEN, MAS licence, registered address, hotlines (tel: links), email
 * (mailto:) and service hours, as a description list inside <address>. Every footer and /about
 * write it as it is (the FirmDetails component): the values are configuration and never change
 * in the browser, so no page carries a component that renders them (the JavaScript budget).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fixedT } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { firmView } from "~/lib/legal/firm.server";

const markup = new Map<Locale, string>();

/** The firm's details in a locale, as HTML (made once per locale: configuration is read at start). */
export function firmMarkup(locale: Locale): string {
  let html = markup.get(locale);
  if (html === undefined) {
    const firm = firmView(locale);
    const t = fixedT(locale);
    const { hotline, hotlineAbroad, email } = firm;
    const rows: Array<[string, ReactNode]> = [
      ["uen", firm.uen],
      ["licence", firm.licence],
      ["address", firm.address],
      [
        "hotline",
        <>
          <a href={hotline.href}>{t("firm.hotlineLocal", { number: hotline.label })}</a>
          <br />
          <a href={hotlineAbroad.href}>{t("firm.hotlineAbroad", { number: hotlineAbroad.label })}</a>
        </>,
      ],
      // eslint-disable-next-line react/jsx-key -- a [label, content] pair, not a list of children
      ["email", <a href={`mailto:${email}`}>{email}</a>],
      ["hours", firm.hours.map((line) => <span key={line}>{line}</span>)],
    ];
    html = renderToStaticMarkup(
      <>
        {/* Before <address>, which may hold no heading (HTML). */}
        <h2 className="firm__heading">{t("firm.heading")}</h2>
        <address className="firm" data-firm="">
          <p className="firm__name">{firm.name}</p>
          <dl className="firm__list">
            {rows.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`firm.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </address>
      </>,
    );
    markup.set(locale, html);
  }
  return html;
}

/** For tests that change process.env between cases. */
export function resetFirmMarkupCache(): void {
  markup.clear();
}
