/**
 * Hydration: the browser loads only its own locale's texts (one JSON from the locales resource
 * route, cached by build version), then hydrates with them under the components' translation
 * provider (no i18next in the browser: see lib/i18n/translate.ts).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard, setBlockedMessage } from "~/lib/browser/chunk-reload.client";
import { loadLocaleResources } from "~/lib/i18n/client-resources";
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale } from "~/lib/i18n/locale";
import { LiveTranslationProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translate";

function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return LOCALES.find((locale) => LOCALE_INFO[locale].htmlLang === lang) ?? DEFAULT_LOCALE;
}

async function hydrate() {
  installChunkReloadGuard();
  const locale = documentLocale();
  const resources = await loadLocaleResources(locale);
  setBlockedMessage(createTranslator(LOCALE_INFO[locale].htmlLang, resources, "spa")("chunk.failed"));
  startTransition(() => {
    hydrateRoot(
      document,
      <LiveTranslationProvider initialLocale={locale}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </LiveTranslationProvider>,
    );
  });
}

/**
 * Development only (`npm run dev`; the branch is dropped from production builds): a locale file
 * edited rebuilds the server, which reads the texts anew, but changes no browser module, so the
 * hot update that follows has nothing to swap. Listening on the dev server's socket beside
 * `<LiveReload />`, the page loads again once that update announces the new build.
 */
function followLocaleEdits() {
  const origin = process.env.REMIX_DEV_ORIGIN;
  if (!origin) return;
  const url = new URL("/socket", origin);
  url.protocol = url.protocol.replace(/^http/, "ws");
  let edited = false;
  new WebSocket(url).onmessage = (message) => {
    const event = JSON.parse(String(message.data)) as { type?: string; message?: string };
    if (event.type === "LOG" && /file (changed|created|deleted): app[\\/]locales[\\/]/.test(event.message ?? "")) edited = true;
    else if (event.type === "HMR" && edited) window.location.reload();
  };
}

if (process.env.NODE_ENV === "development") followLocaleEdits();

hydrate().catch((error: unknown) => {
  // Without its texts the page cannot hydrate; it stays as the server rendered it, which works
  // without JavaScript (links and forms), and the next page load tries again.
  console.warn("The page's texts could not be loaded; it works without JavaScript until the next load.", error);
});
