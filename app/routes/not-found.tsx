/**
 * Every URL that no route matches, including an unknown locale prefix: the product.md §Errors 404 page
 * ("This page could not be found"), rendered inside the layout; a malformed path ("/cn/stocks%ZZ")
 * is the 400 page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { notFound, requireWellFormedPath } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  requireWellFormedPath(new URL(request.url).pathname);
  notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  requireWellFormedPath(new URL(request.url).pathname);
  notFound();
}

export const meta = pageMeta;

export default function NotFound() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
