/**
 * /faq (decision in docs/help-and-news.md): every common question of the help center
 * (commonquestionlist, one call) grouped by help topic in the order of the root loader's
 * helpCenterTabs, each linking to its article, with the search box and a way to the rest.
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { LoadError, MoreHelp, QuestionList, TopicIcon } from "~/components/content/help-news";
import { HelpSearch } from "~/components/content/help-search";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getCommonQuestions, section } from "~/services/news/news.server";
import styles from "~/styles/help.css";

/** The upstream's largest limit: the FAQ is every common question, in one call. */
const FAQ_LIMIT = 50;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const common = await section(getCommonQuestions(upstreamContext(request, context), { limit: FAQ_LIMIT }), "faq questions");
  return json({ page, questions: common.data ?? [], error: common.error });
}

export const meta = pageMeta;

export default function Faq() {
  const { page, questions, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const tabs = useRootData()?.helpCenterTabs ?? [];
  const known = new Set(tabs.map((tab) => tab.id));
  const groups = [
    ...tabs.map((tab) => ({ id: tab.id, name: tab.name, icon: tab.icon, items: questions.filter((q) => q.tabId === tab.id) })),
    { id: "", name: t("faq.other"), icon: "help", items: questions.filter((q) => !q.tabId || !known.has(q.tabId)) },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="help-page">
      <PageHeader heading={page.heading} lead={page.description}>
        <HelpSearch />
      </PageHeader>
      <section className="section help-section" aria-labelledby="faq-heading">
        <div className="container">
          <h2 id="faq-heading" className="visually-hidden">
            {t("faq.byTopic")}
          </h2>
          {error ? <LoadError error={error} /> : null}
          {!error && groups.length === 0 ? <p className="muted">{t("faq.none")}</p> : null}
          <div className="faq-groups">
            {groups.map((group) => (
              <section key={group.id || "other"} className="faq-group" aria-labelledby={`faq-${group.id || "other"}`}>
                <h3 id={`faq-${group.id || "other"}`} className="faq-group__title">
                  <TopicIcon name={group.icon} />
                  <span>{group.name}</span>
                </h3>
                <QuestionList items={group.items} />
                {group.id ? (
                  <p className="faq-group__more">
                    <AppLink to={`/help-center?tab=${encodeURIComponent(group.id)}#topics`}>{t("faq.allInTopic", { topic: group.name })}</AppLink>
                  </p>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </section>
      <MoreHelp exclude="/faq" />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
