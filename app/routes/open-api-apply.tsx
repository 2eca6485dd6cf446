/** open-api-apply page: its heading and description until its own issue fills it. */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-page";
import { PageHeader } from "~/components/page-header";
import { runGuards } from "~/lib/guards.server";
import { pageInfo } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(["auth"], args);
  const { request } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  return json({ page });
}

export const meta = pageMeta;

export default function Page() {
  const { page } = useLoaderData<typeof loader>();
  return <PageHeader heading={page.heading} lead={page.description} />;
}

export { RouteErrorBoundary as ErrorBoundary };
