/**
 * The firm behind the site (docs/product.md §Firm identity): its legal name, Singapore UEN, MAS
 * Capital Markets Services licence number, registered address, customer-service hotlines, email
 * and service hours. Every value is configuration (the FIRM_* variables of config/env.server.ts, with
 * obviously sample defaults); read on the server and handed to the pages through loader data (the
 * root loader, for every footer) and to the Organization structured data.
 */
import { serverEnv } from "~/lib/config/env.server";
import { fixedT } from "~/lib/i18n/i18n.server";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";

/** A telephone number as shown, and its `tel:` URI (RFC 3966: digits, a leading + kept). */
export interface Phone {
  label: string;
  href: string;
}

/** What the pages show of the firm, in one locale. */
export interface FirmView {
  name: string;
  uen: string;
  licence: string;
  address: string;
  hotline: Phone;
  hotlineAbroad: Phone;
  email: string;
  /** The service hours, one line per span of days, in the locale's words (Singapore time). */
  hours: string[];
}

/** The `tel:` URI of a number as written ("+65 6000 0000" → "tel:+6560000000"). */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** One span of schema.org openingHours ("Mo-Fr 09:00-18:00"). */
export interface HoursSpan {
  from: (typeof DAYS)[number];
  to: (typeof DAYS)[number];
  opens: string;
  closes: string;
}

/** Parses schema.org openingHours ("Mo-Fr 09:00-18:00, Sa 09:00-12:00"), as config/env.server.ts validated it. */
export function parseOpeningHours(value: string): HoursSpan[] {
  return value.split(/\s*,\s*/).map((part) => {
    const [days, times] = part.split(" ");
    const [from, to = from] = days.split("-") as Array<HoursSpan["from"]>;
    const [opens, closes] = times.split("-");
    return { from, to, opens, closes };
  });
}

/** The weekday's name in a locale (a Monday in 2024 is 1 January). */
function dayName(day: HoursSpan["from"], locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** The service hours in a locale's words ("Monday to Friday, 09:00–18:00 (Singapore time)"). */
export function formatHours(spans: HoursSpan[], locale: Locale): string[] {
  const t = fixedT(locale);
  return spans.map((span) => {
    const days = span.from === span.to ? dayName(span.from, locale) : t("firm.dayRange", { from: dayName(span.from, locale), to: dayName(span.to, locale) });
    return t("firm.hoursSpan", { days, opens: span.opens, closes: span.closes });
  });
}

const views = new Map<Locale, FirmView>();

/** The firm's details for a locale's pages (made once per locale: configuration is read at start). */
export function firmView(locale: Locale): FirmView {
  let view = views.get(locale);
  if (!view) {
    const env = serverEnv();
    view = {
      name: env.FIRM_LEGAL_NAME,
      uen: env.FIRM_UEN,
      licence: env.FIRM_CMS_LICENCE,
      address: env.FIRM_ADDRESS,
      hotline: { label: env.FIRM_HOTLINE, href: telHref(env.FIRM_HOTLINE) },
      hotlineAbroad: { label: env.FIRM_HOTLINE_ABROAD, href: telHref(env.FIRM_HOTLINE_ABROAD) },
      email: env.FIRM_EMAIL,
      hours: formatHours(parseOpeningHours(env.FIRM_SERVICE_HOURS), locale),
    };
    views.set(locale, view);
  }
  return view;
}

/** For tests that change process.env between cases. */
export function resetFirmCache(): void {
  views.clear();
}

/**
 * The firm's properties of a schema.org Organization (legal name, UEN as an identifier, the MAS
 * licence, address, email, the customer-service contact points with their hours).
 */
export function organizationFacts(): Record<string, unknown> {
  const env = serverEnv();
  const hours = parseOpeningHours(env.FIRM_SERVICE_HOURS).map((span) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: DAYS.slice(DAYS.indexOf(span.from), DAYS.indexOf(span.to) + 1).map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
    opens: span.opens,
    closes: span.closes,
  }));
  const contact = (telephone: string, areaServed: string) => ({
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone,
    email: env.FIRM_EMAIL,
    areaServed,
    availableLanguage: ["en", "zh-Hans", "zh-Hant"],
    hoursAvailable: hours,
  });
  return {
    legalName: env.FIRM_LEGAL_NAME,
    identifier: { "@type": "PropertyValue", propertyID: "UEN", value: env.FIRM_UEN },
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Capital Markets Services licence",
      identifier: env.FIRM_CMS_LICENCE,
      recognizedBy: { "@type": "GovernmentOrganization", name: "Monetary Authority of Singapore", url: "https://www.mas.gov.sg" },
    },
    address: { "@type": "PostalAddress", streetAddress: env.FIRM_ADDRESS, addressCountry: "SG" },
    email: env.FIRM_EMAIL,
    telephone: env.FIRM_HOTLINE_ABROAD,
    contactPoint: [contact(env.FIRM_HOTLINE, "SG"), contact(env.FIRM_HOTLINE_ABROAD, "Worldwide")],
  };
}

const SCHEMA_DAYS = { Mo: "Monday", Tu: "Tuesday", We: "Wednesday", Th: "Thursday", Fr: "Friday", Sa: "Saturday", Su: "Sunday" } as const;
