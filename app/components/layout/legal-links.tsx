/**
 * "Read: Client Agreement · Risk Disclosure Statement · Privacy Policy" beside a terms checkbox:
 * each document opens in a new tab, so what the visitor typed in the form stays (with or without
 * JavaScript). Outside the checkbox's <label> on purpose (links inside a label are an accessibility
 * anti-pattern); the checkbox points at it with aria-describedby (CheckboxField `note`).
 */
import { Fragment } from "react";
import { AppLink } from "~/components/content/app-link";
import { useTranslation } from "~/lib/i18n/react";
import { legalPath, type LegalKey } from "~/lib/legal/documents";

export function LegalLinks({ id, documents }: { id: string; documents: readonly LegalKey[] }) {
  const { t } = useTranslation("legal");
  return (
    <p id={id} className="legal-links">
      {t("read")}{" "}
      {documents.map((key, i) => (
        <Fragment key={key}>
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          <AppLink to={legalPath(key)} target="_blank" rel="noopener" data-legal-link={key}>
            {t(`common:pages.${key}`)}
            <span className="visually-hidden"> {t("newTab")}</span>
          </AppLink>
        </Fragment>
      ))}
    </p>
  );
}
