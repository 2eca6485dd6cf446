/**
 * /news-center: the news tabs (hz homepage list) with their latest articles, and the
 * official tabs and news of news-msgdisplay (?official=<tab>&page=<n>). An unknown official tab
 * or a page past the end is a 404 (product.md §Errors).
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewsCenterView } from "~/components/content/news-center-view";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { loadNewsCenter, parsePage } from "~/services/news/news.server";
import styles from "~/styles/help.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const url = new URL(request.url);
  const officialPage = parsePage(url.searchParams.get("page"));
  if (officialPage === null) notFound();
  const center = await loadNewsCenter(upstreamContext(request, context), { tabId: url.searchParams.get("official") || null, page: officialPage });
  if (center.officialError?.notFound || (!center.officialError && officialPage > center.officialPages)) notFound();
  return json({ page, center });
}

export const meta = pageMeta;

export default function NewsCenter() {
  const { page, center } = useLoaderData<typeof loader>();
  return (
    <div className="news-page">
      <PageHeader heading={page.heading} lead={page.description} />
      <NewsCenterView data={center} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
