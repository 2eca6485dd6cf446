import { AppLink } from "~/components/content/app-link";
import { OpenAccountButton } from "~/components/content/open-account-button";
import { useRootData } from "~/components/layout/root-data";
import { appRouteUrl } from "~/lib/http/href";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The calls to action of content pages: sign up (or open an account when signed in) and download.
 * Every "Open account" goes through the open-account action: sign-up first when
 * anonymous, the mobile site's account-opening flow when signed in. Inside the company app there
 * is nothing to download and the app opens accounts itself: one link to its account-opening
 * screen (the scheme URL works without JavaScript; with it, app-links.ts offers it to the app's
 * bridge first). A client whose account is open is not asked to open one: the app is their next
 * step on the web, and in the app there is nothing to offer.
 */
export function PageCtas() {
  const { t } = useTranslation();
  const data = useRootData();
  const opened = Boolean(data?.isLogin && data.user?.openedAccount);
  if (opened) {
    return data?.device.inCompanyApp ? null : (
      <AppLink to="/download" className="btn btn--primary">
        {t("cta.download")}
      </AppLink>
    );
  }
  if (data?.device.inCompanyApp) {
    return (
      <a href={appRouteUrl("open-account")!} data-app-link="open-account" className="btn btn--primary">
        {t("user.openAccount")}
      </a>
    );
  }
  return (
    <>
      {data?.isLogin ? (
        <OpenAccountButton label={t("cta.openAccount")} />
      ) : (
        <>
          <AppLink to="/sign-up" className="btn btn--primary">
            {t("cta.signUp")}
          </AppLink>
          <OpenAccountButton label={t("user.openAccount")} className="btn btn--ghost" />
        </>
      )}
      <AppLink to="/download" className="btn btn--ghost">
        {t("cta.download")}
      </AppLink>
    </>
  );
}
