/**
 * Every URL that no route matches, including an unknown locale prefix: the product.md §Errors 404 page
 * ("This page could not be found"), rendered inside the layout.
 */
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { notFound } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";

export async function loader() {
  notFound();
}

export async function action() {
  notFound();
}

export const meta = pageMeta;

export default function NotFound() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
