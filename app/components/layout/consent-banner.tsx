/**
 * The consent banner (docs/product.md §Consent): asks before the tag manager may load, with a form
 * that works without JavaScript (a POST to /action/consent, which sends the page back) and, with
 * JavaScript, submits through a fetcher: the banner goes at once and the root data (with the
 * tag-manager id once accepted) is loaded again. Its markup is the same for every visitor of a
 * page: nothing in it comes from the visitor (a shared cache keys on the consent cookie).
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { useTranslation } from "~/lib/i18n/react";

export function ConsentBanner() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className="consent" aria-labelledby="cookie-consent-heading" data-consent-banner="">
      <div className="container consent__bar">
        <div>
          <h2 id="cookie-consent-heading" className="consent__heading">
            {t("consent.heading")}
          </h2>
          <p className="consent__text">
            {t("consent.text")} <AppLink to="/legal/privacy-policy">{t("consent.policy")}</AppLink>
          </p>
        </div>
        <fetcher.Form method="post" action="/action/consent" className="consent__buttons">
          <input type="hidden" name="redirectTo" value={pathname + search} />
          <button type="submit" name="choice" value="granted" className="btn btn--primary">
            {t("consent.accept")}
          </button>
          <button type="submit" name="choice" value="denied" className="btn btn--ghost">
            {t("consent.refuse")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
