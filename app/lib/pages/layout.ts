import type { Layout } from "~/lib/pages/registry";

/**
 * product.md §Layouts: login pages always use the login layout; /activity/* and /market/new-user
 * (their registry layout h5), phones and the company app use h5; everything else the default.
 */
export function chooseLayout(pageLayout: Layout | undefined, device: { isH5: boolean; inCompanyApp: boolean }): Layout {
  if (pageLayout === "login") return "login";
  if (pageLayout === "h5" || device.isH5 || device.inCompanyApp) return "h5";
  return "default";
}
