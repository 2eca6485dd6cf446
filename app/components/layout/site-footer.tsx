import { AppLink } from "~/components/content/app-link";
import { FirmDetails } from "~/components/layout/firm-details";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { useRootData } from "~/components/layout/root-data";
import { useTranslation } from "~/lib/i18n/react";
import { PAGES, pagePath, type NavGroup } from "~/lib/pages/registry";

const FOOTER_GROUPS: Array<{ title: string; groups: NavGroup[] }> = [
  { title: "footer.products", groups: ["products", "premier"] },
  { title: "footer.company", groups: ["accounts", "company", "main"] },
  { title: "footer.support", groups: ["learn", "activity"] },
];

/**
 * The site footer: every navigable page, the firm behind the site (name, UEN, licence, address,
 * hotlines, email, hours), the legal documents, the licence, risk and SDIC statements.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  // Rendered inside the root's App only, where the root data is there.
  const firm = useRootData()!.firm;
  return (
    <footer className="site-footer" aria-label={t("footer.label")}>
      <div className="container site-footer__grid">
        {FOOTER_GROUPS.map(({ title, groups }) => (
          <nav key={title} aria-label={t(title)}>
            <h2 className="site-footer__title">{t(title)}</h2>
            <ul>
              {PAGES.filter((p) => p.group && groups.includes(p.group)).map((page) => (
                <li key={page.key}>
                  <AppLink to={pagePath(page.key)}>{t(`pages.${page.key}`)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <FirmDetails className="site-footer__firm" />
        <div className="site-footer__legal">
          <h2 className="site-footer__title">{t("footer.legal")}</h2>
          <ul className="site-footer__documents">
            {/* The registry's "legal" group, not app/lib/legal/documents.ts: that would be one more script on every page. */}
            {PAGES.filter((p) => p.group === "legal").map((page) => (
              <li key={page.key}>
                <AppLink to={pagePath(page.key)}>{t(`pages.${page.key}`)}</AppLink>
              </li>
            ))}
          </ul>
          <p>{t("footer.licence", firm)}</p>
          <p>{t("footer.risk")}</p>
          <p>{t("footer.sdic")}</p>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{t("footer.copyright", { year, name: firm.name })}</p>
        <CookieSettings />
      </div>
    </footer>
  );
}

/**
 * The footer of the login layout (the account pages, which have no site footer): the firm behind
 * the site.
 */
export function LoginFooter() {
  const { t } = useTranslation();
  return (
    <footer className="login-footer" aria-label={t("footer.label")}>
      <FirmDetails className="container" />
      <div className="container">
        <CookieSettings />
      </div>
    </footer>
  );
}

/**
 * The way to change the consent choice (none without a tag manager): the page again with the
 * banner (`?cookies`), a document load, since client navigations keep the root data.
 */
function CookieSettings() {
  const { t } = useTranslation();
  return useRootData()?.consentConfigurable ? (
    <p>
      <a href="?cookies" data-cookie-settings="">
        {t("consent.settings")}
      </a>
    </p>
  ) : null;
}
