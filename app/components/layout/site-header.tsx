import { AppLink } from "~/components/content/app-link";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { useLocale } from "~/components/layout/root-data";
import { UserMenu } from "~/components/layout/user-menu";
import { LOCALE_INFO } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";
import { PAGES, pagePath, type NavGroup } from "~/lib/pages/registry";

const MENU_GROUPS: NavGroup[] = ["products", "premier", "accounts", "learn"];

/** The navigation menus: details elements, so they open without JavaScript and by keyboard. */
function NavMenus({ variant }: { variant: "bar" | "panel" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className={`site-nav site-nav--${variant}`} aria-label={t("nav.label")}>
      {MENU_GROUPS.map((group) => (
        <details key={group} className="site-nav__group dropdown">
          <summary>{t(`nav.${group}`)}</summary>
          <ul className="dropdown__panel">
            {PAGES.filter((p) => p.group === group).map((page) => (
              <li key={page.key}>
                <AppLink to={pagePath(page.key)}>{t(`pages.${page.key}`)}</AppLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <AppLink to="/pricing" className="site-nav__link">
        {t("nav.pricing")}
      </AppLink>
      <AppLink to="/promotions" className="site-nav__link">
        {t("nav.promotions")}
      </AppLink>
      {variant === "bar" ? (
        <details className="site-nav__group dropdown site-nav__language">
          <summary>
            <span className="visually-hidden">{t("language.label")}: </span>
            {LOCALE_INFO[locale].nativeName}
          </summary>
          <div className="dropdown__panel">
            <LanguageSwitcher />
          </div>
        </details>
      ) : (
        <div className="site-nav__tools">
          <LanguageSwitcher />
        </div>
      )}
    </nav>
  );
}

/**
 * The site header of the default and h5 layouts: logo, menus, language, user. Wide screens show
 * the menu bar; narrow ones (and the h5 layout) a "Menu" disclosure holding the same menus. Only
 * one of the two is displayed at any width, so assistive technology meets one navigation.
 */
export function SiteHeader({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={`site-header${compact ? " site-header--compact" : ""}`}>
      <div className="container site-header__bar">
        <AppLink to="/" className="site-header__logo">
          <Logo />
        </AppLink>
        {compact ? null : <NavMenus variant="bar" />}
        <details className="site-nav-toggle">
          <summary className="btn btn--ghost">{t("nav.menu")}</summary>
          <NavMenus variant="panel" />
        </details>
        <UserMenu />
      </div>
    </header>
  );
}
