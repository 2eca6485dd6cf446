import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/app-link";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";

/** The slim header of the login layout: the brand (a way home) and the language switcher. */
export function LoginHeader() {
  const { t } = useTranslation();
  return (
    <header className="login-header">
      <div className="container login-header__bar">
        <AppLink to="/" aria-label={t("nav.home")}>
          <Logo />
        </AppLink>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
