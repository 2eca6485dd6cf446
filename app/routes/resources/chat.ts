/**
 * GET /chat (/cn/chat, /hk/chat) — the customer-support chat (product.md §Chat): signs the chat link for
 * this visitor now and answers a redirect to it. The pages link here (a plain link, so it works
 * without JavaScript) and carry nothing of the visitor's about chat, so a shared cache can keep
 * them; the link's nonce and timestamp are those of the moment the visitor opens chat, not of the
 * page's render. Signed in, the uuid signed is the one the upstream confirms for the session now
 * (the cookie's own is the visitor's word, and signing it when the user call fails would vouch for
 * any customer's uuid); anonymous, or when that call fails, the guest link (an empty uuid).
 * The answer is never stored (`no-store`: it is one visitor's, once).
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { serverEnv } from "~/lib/config/env.server";
import { buildChatLink } from "~/lib/content/chat-link.server";
import { DEFAULT_LOCALE, localeFromPrefix } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import { isSignedIn, upstreamContext } from "~/lib/upstream/context.server";
import { getCurrentUser } from "~/services/user/user.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = params.lang === undefined ? DEFAULT_LOCALE : localeFromPrefix(new URL(request.url).pathname);
  if (!locale) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  let uuid = "";
  if (isSignedIn(request, context)) {
    try {
      uuid = (await getCurrentUser(upstreamContext(request, context, locale))).uuid;
    } catch (error) {
      logger.warn({ err: error }, "chat: current user failed; guest link");
    }
  }
  const env = serverEnv();
  const link = buildChatLink({ base: env.CHAT_ORIGIN, locale, uuid, secret: env.CHAT_SECRET });
  return redirect(link.href, { headers: { "Cache-Control": "no-store" } });
}
