import { AppLink } from "~/components/content/app-link";
import { FeeTables } from "~/components/content/fee-tables";
import type { ContentFacts } from "~/lib/content/content-facts.server";
import type { ProductContent, Section } from "~/lib/content/product-content";
import type { FeeTableView } from "~/lib/fees/views.server";
import { useTranslation } from "~/lib/i18n/react";

/** One content block of products.json (app/lib/content/product-content.ts), with the loader's facts for it. */
function SectionBlock({ section, facts }: { section: Section; facts: ContentFacts }) {
  const { t } = useTranslation();
  const headingId = `${section.id}-heading`;
  let body: React.ReactNode;
  switch (section.kind) {
    case "text":
      body = section.paragraphs.map((p, i) => <p key={i}>{p}</p>);
      break;
    case "cards":
      body = (
        <ul className="cards">
          {section.items.map((item, i) => (
            <li key={i} className="card">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      );
      break;
    case "steps":
      body = (
        <ol className="steps">
          {section.items.map((item, i) => (
            <li key={i} className="steps__item">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ol>
      );
      break;
    case "list":
      body = (
        <ul className="bullets">
          {section.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
      break;
    case "fees":
      body = (
        <>
          <p>{section.note}</p>
          <FeeTables tables={section.markets.map((market) => facts.feeTables[market]).filter((view): view is FeeTableView => view !== undefined)} />
          {/* What /pricing says above its tables, said wherever a table is shown. */}
          <p className="muted">{t("pricing:feeSchedule.sampleNotice")}</p>
          <p className="muted">{t("pricing:feeSchedule.gstNote")}</p>
          <p>
            <AppLink to="/pricing" className="btn btn--ghost">
              {t("cta.viewPricing")}
            </AppLink>
          </p>
        </>
      );
      break;
    case "offers":
      body = (
        <ul className="cards">
          {section.items.map((offer, i) => (
            <li key={i} className="card offer">
              <h3>{offer.title}</h3>
              <p>{offer.body}</p>
              <p className="offer__ends">
                {t("content.offerEnds")} <time dateTime={offer.endDate}>{facts.dates[offer.endDate] ?? offer.endDate}</time>
              </p>
              <ul className="offer__terms">
                {offer.terms.map((term, j) => (
                  <li key={j}>{term}</li>
                ))}
              </ul>
              {offer.to ? (
                <p>
                  <AppLink to={offer.to} aria-label={t("content.offerDetailsOf", { title: offer.title })}>
                    {t("content.offerDetails")}
                  </AppLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      );
      break;
  }
  return (
    <section className="section" aria-labelledby={headingId} id={section.id}>
      <div className="container">
        <h2 id={headingId}>{section.heading}</h2>
        {body}
      </div>
    </section>
  );
}

/**
 * The body of a content page: sections, risks and disclosures, FAQ, call to action. `facts` are
 * the loader's fee tables and formatted dates (contentFacts).
 */
export function ContentSections({ content, facts, ctas }: { content: ProductContent; facts: ContentFacts; ctas: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {content.sections.map((section) => (
        <SectionBlock key={section.id} section={section} facts={facts} />
      ))}
      {content.faq.length > 0 ? (
        <section className="section faq" aria-labelledby="faq-heading" id="faq">
          <div className="container">
            <h2 id="faq-heading">{t("content.faq")}</h2>
            {content.faq.map((item, i) => (
              <details key={i} className="faq__item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      {content.risks.items.length > 0 ? (
        <section className="section risks" aria-labelledby="risks-heading" id="risks">
          <div className="container">
            <h2 id="risks-heading">{content.risks.heading}</h2>
            <ul className="bullets">
              {content.risks.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section className="section cta-band" aria-labelledby="cta-heading">
        <div className="container">
          <h2 id="cta-heading">{content.cta.heading}</h2>
          <p>{content.cta.body}</p>
          <div className="cta-row">{ctas}</div>
        </div>
      </section>
    </>
  );
}
