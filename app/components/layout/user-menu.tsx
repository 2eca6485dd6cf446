import { Form, useLocation } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { useRootData } from "~/components/layout/root-data";
import { stripLocale } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";

/** Sign-in / sign-up links for visitors; for a signed-in user, a menu with the logout form. */
export function UserMenu() {
  const { t } = useTranslation();
  const data = useRootData();
  const location = useLocation();
  const user = data?.user;
  if (!data?.isLogin || !user) {
    const back = `${stripLocale(location.pathname)}${location.search}`;
    const query = back === "/" || back.startsWith("/sign") ? "" : `?redirectTo=${encodeURIComponent(back)}`;
    return (
      <div className="user-menu">
        <AppLink to={`/sign-in${query}`} className="btn btn--ghost">
          {t("user.signIn")}
        </AppLink>
        <AppLink to="/sign-up" className="btn btn--primary">
          {t("user.signUp")}
        </AppLink>
      </div>
    );
  }
  return (
    <details className="user-menu dropdown">
      {/* The visible name is the start of the accessible name (WCAG 2.5.3); a disclosure, like the
          other header menus, not an ARIA menu (that would promise arrow-key navigation). */}
      <summary>
        <img src={user.avatar} alt="" width={28} height={28} className="avatar" />
        <span className="user-menu__name">{user.nickname || user.dolphinNo}</span>
        <span className="visually-hidden">, {t("user.menu")}</span>
      </summary>
      <div className="dropdown__panel">
        <p className="user-menu__number">{t("user.userNumber", { dolphinNo: user.dolphinNo })}</p>
        <AppLink to="/payment-records">{t("user.paymentRecords")}</AppLink>
        <AppLink to="/two-step-verification">{t("user.twoStep")}</AppLink>
        <AppLink to="/open-api-apply">{t("user.openApi")}</AppLink>
        <Form method="post" action="/action/logout">
          {/* With its locale prefix: the action's URL has none, and it answers in the page's locale. */}
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="linklike">
            {t("user.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
