import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/app-link";
import { useRootData } from "~/lib/root-data";

/** The calls to action of content pages: sign up (or open an account when signed in) and download. */
export function PageCtas() {
  const { t } = useTranslation();
  const data = useRootData();
  return (
    <>
      {data?.isLogin ? (
        <AppLink to="/open-account" className="btn btn--primary">{t("cta.openAccount")}</AppLink>
      ) : (
        <AppLink to="/sign-up" className="btn btn--primary">{t("cta.signUp")}</AppLink>
      )}
      <AppLink to="/open-account" className="btn btn--ghost">{t("user.openAccount")}</AppLink>
      <AppLink to="/download" className="btn btn--ghost">{t("cta.download")}</AppLink>
    </>
  );
}
