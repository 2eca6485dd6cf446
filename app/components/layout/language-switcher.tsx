import { Form, useLocation } from "@remix-run/react";
import { useLocale } from "~/components/layout/root-data";
import { LOCALES, LOCALE_INFO, stripLocale } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";

/**
 * product.md §Locales: the language switcher is a form posting to the locale action, one button per
 * language, so it works without JavaScript. It reloads the document: the browser holds only the
 * current locale's texts, and the news and help-center tabs reload in the new locale.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const redirectTo = `${stripLocale(location.pathname)}${location.search}`;
  return (
    <Form method="post" action="/action/locale" reloadDocument className="lang-switcher" aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {LOCALES.map((id) => (
        <button
          key={id}
          type="submit"
          name="locale"
          value={id}
          lang={LOCALE_INFO[id].htmlLang}
          aria-current={id === locale ? "true" : undefined}
          aria-label={t("language.switchTo", { language: LOCALE_INFO[id].nativeName })}
          className="lang-switcher__option"
        >
          {LOCALE_INFO[id].nativeName}
        </button>
      ))}
    </Form>
  );
}
