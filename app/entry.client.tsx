/**
 * Hydration: the browser loads only its own locale's texts (one JSON from the locales resource
 * route, cached by build version), then hydrates with them under the components'
 * TranslationProvider (no i18next in the browser: see lib/i18n/translate.ts).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeResourcesUrl } from "~/lib/i18n/config";
import { TranslationProvider } from "~/lib/i18n/react";
import { createTranslator, type Resources } from "~/lib/i18n/translate";
import { installChunkReloadGuard, setBlockedMessage } from "~/lib/chunk-reload.client";
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
  const resources = (await response.json()) as Resources;
  const htmlLang = LOCALE_INFO[locale].htmlLang;
  setBlockedMessage(createTranslator(htmlLang, resources, "spa")("chunk.failed"));
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider locale={htmlLang} resources={resources}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

void hydrate();
