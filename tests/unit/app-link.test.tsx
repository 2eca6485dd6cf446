/**
 * AppLink renders a plain anchor on the server (app/components/content/app-link.tsx): it must be the anchor
 * React Router's Link renders for the same href and props, attribute for attribute and in the same
 * order, or hydration in the browser (where Link itself renders) would find another element.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink } from "~/components/content/app-link";
import { localizeHref } from "~/lib/http/href";

/** Renders `element` under a root route whose loader data gives the locale, at `url`. */
async function render(url: string, element: ReactElement): Promise<string> {
  const routes = [{ id: "root", path: "/", loader: () => ({ locale: "cn", defaultHCode: "" }), element, children: [{ path: "*", element: null }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return html.replace(/<!-- -->/g, "");
}

const CASES: Array<{ to: string; props?: Record<string, unknown> }> = [
  { to: "/" },
  { to: "/stocks" },
  { to: "/stocks?tab=us#fees" },
  { to: "/news/12/" },
  { to: "/help-center/../pricing" },
  { to: "/sign-in?", props: { className: "button", "aria-current": "page" } },
  { to: "/download", props: { target: "_blank", rel: "noopener", "data-analytics-button": "download" } },
  { to: "/pricing", props: { reloadDocument: true, replace: true, state: { from: "x" }, preventScrollReset: true, role: "menuitem" } },
  { to: "/open-account", props: { title: "Open", tabIndex: -1, id: "cta" } },
];

describe("AppLink on the server", () => {
  for (const { to, props = {} } of CASES) {
    it(`renders Link's anchor for ${to} ${JSON.stringify(props)}`, async () => {
      const url = "http://localhost/cn/stocks?HCode=abc&other=1";
      const ours = await render(
        url,
        <AppLink to={to} {...props}>
          text
        </AppLink>,
      );
      const href = localizeHref(to, "cn", "?HCode=abc&other=1", "");
      const discover = props.reloadDocument ? undefined : "true";
      const links = await render(
        url,
        <Link to={href} data-discover={discover} {...props}>
          text
        </Link>,
      );
      expect(ours).toBe(links);
      expect(ours).toContain("<a ");
      expect(ours).toContain("HCode=abc");
    });
  }
});
