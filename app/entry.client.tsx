/**
 * Hydration: the browser loads only its own locale's texts (one JSON from the locales resource
 * route, cached by build version), initialises i18next with the language of <html lang>, then
 * hydrates.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions, localeResourcesUrl } from "~/lib/i18n/config";
import { installChunkReloadGuard } from "~/lib/chunk-reload.client";
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale } from "~/lib/locale";

function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return LOCALES.find((locale) => LOCALE_INFO[locale].htmlLang === lang) ?? DEFAULT_LOCALE;
}

async function hydrate() {
  installChunkReloadGuard();
  const locale = documentLocale();
  const version = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "dev";
  const response = await fetch(localeResourcesUrl(locale, version), { credentials: "same-origin" });
  const resources = (await response.json()) as Record<string, Record<string, unknown>>;
  const brand = (resources.common as { brand?: string } | undefined)?.brand ?? "";
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: locale,
    resources: { [locale]: resources },
    interpolation: { ...i18nOptions.interpolation, defaultVariables: { brand } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
