/**
 * /help-generator, the help assistant (decision in docs/help-and-news.md): a guided
 * "find an answer" page. Two GET choices — a topic, then what about it — generate a short list of
 * answers with autosearch (the keyword of the choice comes from the locale's help.json, so it
 * matches the help text of that language). Plain GET forms: it works without JavaScript.
 * An unknown topic or choice in the URL is a 404 (product.md §Errors).
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { LoadError, MoreHelp, TopicIcon, helpArticlePath } from "~/components/content/help-news";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { fixedT } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { autoSearch, section, type SearchResults } from "~/services/news/news.server";
import styles from "~/styles/help.css";

/** The choices: topic → what about it. Their labels and search keywords are in help.json (generator.topics). */
const TOPICS = {
  account: ["singpass", "documents", "w8ben", "approval", "details"],
  funding: ["deposit", "paynow", "withdraw", "currency", "srs"],
  trading: ["hours", "fees", "orders", "settlement", "derivatives"],
  "market-data": ["realtime", "subscribe", "levels"],
  security: ["password", "twoStep", "scam", "protection"],
} as const;
type Topic = keyof typeof TOPICS;
const TOPIC_ICONS: Record<Topic, string> = { account: "user", funding: "wallet", trading: "chart", "market-data": "pulse", security: "shield" };

/** How many answers the assistant gives. */
const ANSWERS = 5;

function isTopic(value: string): value is Topic {
  return Object.prototype.hasOwnProperty.call(TOPICS, value);
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const url = new URL(request.url);
  const topicParam = url.searchParams.get("topic") || null;
  const needParam = url.searchParams.get("need") || null;
  if (topicParam !== null && !isTopic(topicParam)) notFound();
  const topic: Topic | null = topicParam;
  if (needParam !== null && (!topic || !(TOPICS[topic] as readonly string[]).includes(needParam))) notFound();
  const need = needParam;
  const none: SearchResults["items"] = [];
  if (!topic || !need) return json({ page, topic, need, keyword: "", answers: none, total: 0, error: null });
  const keyword = fixedT(page.locale, "help")(`generator.topics.${topic}.needs.${need}.keyword`);
  const result = await section(autoSearch(upstreamContext(request, context), { keyword, type: "help", page: 1, pageSize: ANSWERS }), "help assistant");
  return json({ page, topic, need, keyword, answers: result.data?.items ?? [], total: result.data?.total ?? 0, error: result.error });
}

export const meta = pageMeta;

export default function HelpGenerator() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const step = !data.topic ? 1 : !data.need ? 2 : 3;
  const topicLabel = data.topic ? t(`generator.topics.${data.topic}.label`) : "";
  return (
    <div className="help-page">
      <PageHeader heading={data.page.heading} lead={data.page.description} />
      <section className="section help-section" aria-labelledby="generator-heading">
        <div className="container generator">
          <h2 id="generator-heading" className="visually-hidden">
            {t("generator.heading")}
          </h2>
          <ol className="generator__steps">
            {(["step1", "step2", "step3"] as const).map((key, i) => (
              <li key={key} aria-current={step === i + 1 ? "step" : undefined} className={step > i + 1 ? "is-done" : undefined}>
                {t(`generator.${key}`)}
              </li>
            ))}
          </ol>

          {step === 1 ? (
            <Form method="get" className="generator__form">
              <fieldset className="choice-group">
                <legend>{t("generator.topicQuestion")}</legend>
                <div className="choice-grid">
                  {(Object.keys(TOPICS) as Topic[]).map((topic) => (
                    <label key={topic} className="choice">
                      <input type="radio" name="topic" value={topic} required />
                      <TopicIcon name={TOPIC_ICONS[topic]} />
                      <span>{t(`generator.topics.${topic}.label`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className="btn btn--primary">
                {t("generator.next")}
              </button>
            </Form>
          ) : (
            <p className="generator__chosen">
              <span>{t("generator.chosenTopic", { topic: topicLabel })}</span> <AppLink to="/help-generator">{t("generator.changeTopic")}</AppLink>
            </p>
          )}

          {data.topic && step === 2 ? (
            <Form method="get" className="generator__form">
              <input type="hidden" name="topic" value={data.topic} />
              <fieldset className="choice-group">
                <legend>{t("generator.needQuestion", { topic: topicLabel })}</legend>
                <div className="choice-grid">
                  {TOPICS[data.topic].map((need) => (
                    <label key={need} className="choice">
                      <input type="radio" name="need" value={need} required />
                      <span>{t(`generator.topics.${data.topic}.needs.${need}.label`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className="btn btn--primary">
                {t("generator.show")}
              </button>
            </Form>
          ) : null}

          {data.topic && data.need ? (
            <>
              <p className="generator__chosen">
                <span>{t("generator.chosenNeed", { need: t(`generator.topics.${data.topic}.needs.${data.need}.label`) })}</span>{" "}
                <AppLink to={`/help-generator?topic=${encodeURIComponent(data.topic)}`}>{t("generator.changeNeed")}</AppLink>
              </p>
              <section className="generator__answers" aria-labelledby="answers-heading">
                <h2 id="answers-heading">{t("generator.answersHeading")}</h2>
                {data.error ? <LoadError error={data.error} /> : null}
                {!data.error && data.answers.length === 0 ? <p className="muted">{t("generator.noAnswers")}</p> : null}
                <ol className="results" data-testid="generator-answers">
                  {data.answers.map((item) => (
                    <li key={item.id} className="results__item">
                      <h3 className="results__title">
                        <AppLink to={helpArticlePath(item.id)}>{item.title}</AppLink>
                      </h3>
                      {item.summary ? <p className="results__summary">{item.summary}</p> : null}
                    </li>
                  ))}
                </ol>
                <p className="cta-row">
                  {data.total > data.answers.length ? (
                    <AppLink to={`/help-key?${new URLSearchParams({ q: data.keyword })}`} className="btn btn--ghost">
                      {t("generator.allResults", { count: data.total })}
                    </AppLink>
                  ) : null}
                  <AppLink to="/feedback" className="btn btn--ghost">
                    {t("generator.notHelped")}
                  </AppLink>
                </p>
              </section>
            </>
          ) : null}
        </div>
      </section>
      <MoreHelp exclude="/help-generator" />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
