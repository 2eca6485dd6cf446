/**
 * /__test/:scenario — error-page scenarios for the browser tests, and `link?to=…`: a React Router
 * link to `to`, as a page of the site renders one (docs/security.md, GHSA-wrjc-x8rr-h8h6). Answers 404
 * (like any unknown URL) unless the server runs with ENABLE_TEST_ROUTES=1, which production
 * deployments never set.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "react-router-dom";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { serverEnv } from "~/lib/config/env.server";
import { notFound } from "~/lib/pages/page-info.server";

function enabled(): boolean {
  return serverEnv().ENABLE_TEST_ROUTES === "1";
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!enabled()) notFound();
  switch (params.scenario) {
    case "link":
      // Relative to this route: "../x" is "x" resolved from the root route.
      return json({ to: new URL(request.url).searchParams.get("to") ?? "/" });
    case "throw":
      throw new Error("Scenario: a loader failed");
    case "throw-named": {
      // An error whose name is a global constructor other than an Error type (docs/security.md,
      // hydration errors): production must not hand that name to the browser.
      const error = new Error("Scenario: a loader failed with a named error");
      error.name = "Function";
      throw error;
    }
    case "status-418":
      throw json({ message: "I'm a teapot" }, { status: 418 });
    case "status-503":
      throw new Response(null, { status: 503, statusText: "Service Unavailable" });
    case "render-failure":
      throw json({ renderFailure: true }, { status: 500 });
    default:
      notFound();
  }
}

export default function TestScenario() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Link scenario</h1>
      <Link to={data.to}>Link under test</Link>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
