/**
 * What the sign-in, sign-up and password-reset pages load: the page texts, the method chosen with
 * `?by=` (phone by default) and the default area code for the visitor's region.
 */
import type { AppLoadContext } from "@remix-run/node";
import { defaultAreaCode } from "~/lib/http/region.server";
import { pageInfo } from "~/lib/pages/page-info.server";
import { methodOf } from "~/lib/schemas/account";

export async function accountPageData(request: Request, context: AppLoadContext) {
  const { entry: _entry, ...page } = pageInfo(request);
  const by = new URL(request.url).searchParams.get("by") ?? "";
  return { page, method: methodOf(new URLSearchParams({ method: by })), areaCode: await defaultAreaCode(request, context, page.locale) };
}
