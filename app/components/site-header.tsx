import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/app-link";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { UserMenu } from "~/components/user-menu";
import { PAGES, pagePath, type NavGroup } from "~/lib/pages";

const MENU_GROUPS: NavGroup[] = ["products", "premier", "accounts", "learn"];

/** The site header of the default and h5 layouts: logo, menus (details elements: no JavaScript needed), language, user. */
export function SiteHeader({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const menus = MENU_GROUPS.map((group) => ({ group, pages: PAGES.filter((p) => p.group === group) }));
  return (
    <header className={`site-header${compact ? " site-header--compact" : ""}`}>
      <div className="container site-header__bar">
        <AppLink to="/" className="site-header__logo" aria-label={t("nav.home")}>
          <Logo />
        </AppLink>
        <details className="site-nav-toggle">
          <summary className="btn btn--ghost">{t("nav.menu")}</summary>
          <nav className="site-nav" aria-label={t("nav.label")}>
            {menus.map(({ group, pages }) => (
              <details key={group} className="site-nav__group dropdown">
                <summary>{t(`nav.${group}`)}</summary>
                <ul className="dropdown__panel">
                  {pages.map((page) => (
                    <li key={page.key}>
                      <AppLink to={pagePath(page.key)}>{t(`pages.${page.key}`)}</AppLink>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
            <AppLink to="/pricing" className="site-nav__link">{t("nav.pricing")}</AppLink>
            <AppLink to="/promotions" className="site-nav__link">{t("nav.promotions")}</AppLink>
            <div className="site-nav__tools">
              <LanguageSwitcher />
            </div>
          </nav>
        </details>
        <UserMenu />
      </div>
    </header>
  );
}
