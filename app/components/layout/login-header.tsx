import { AppLink } from "~/components/content/app-link";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";

/** The slim header of the login layout: the brand (a way home) and the language switcher. */
export function LoginHeader() {
  return (
    <header className="login-header">
      <div className="container login-header__bar">
        <AppLink to="/">
          <Logo />
        </AppLink>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
