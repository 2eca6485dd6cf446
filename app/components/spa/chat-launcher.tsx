/**
 * The customer-support chat launcher (product.md §Chat), shown to every visitor: a plain link to the site's
 * chat route in the page's locale (/chat, /cn/chat, /hk/chat), which signs the chat link when the
 * visitor opens it and redirects there (routes/resources/chat.ts), so the page carries nothing of
 * the visitor's and a shared cache can keep it. It opens a new tab (target=_blank, rel=noopener),
 * so it works without JavaScript.
 * With JavaScript, on a desktop it opens a chat-sized window instead (falling back to the tab
 * when a popup blocker refuses); on phones it stays a new tab; in the company app, the app-link
 * handling opens it in the app's browser (app-links.ts).
 */
import type { MouseEvent } from "react";
import { useLocalizedHref } from "~/components/content/app-link";
import { useDevice } from "~/components/spa/use-device";
import { useTranslation } from "~/lib/i18n/react";

/** The name of the chat window: a second click focuses the same window. */
export const CHAT_WINDOW_NAME = "dolphin-support-chat";
const CHAT_WINDOW_FEATURES = "popup=yes,width=420,height=680";

/** The floating "Chat with us" launcher. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const device = useDevice();
  // In the page's locale, with the campaign codes every internal link carries (product.md §Navigation).
  const href = useLocalizedHref()("/chat");
  const variant = device.inCompanyApp ? "app" : device.isPC ? "pc" : "h5";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || variant !== "pc") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const win = window.open(href, CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
    if (!win) return; // Blocked: the link's own new tab still opens.
    event.preventDefault();
    try {
      win.opener = null;
    } catch {
      // Cross-origin already (COOP): nothing to cut.
    }
  };
  // In a landmark of its own, like all the page's content (axe "region"; WCAG 1.3.1); on a phone
  // the landmark is the strip the launcher moves in (spa.css).
  return (
    <aside className="chat-dock" aria-label={t("chat.launcher")}>
      <a
        className={`chat-launcher chat-launcher--${variant}`}
        href={href}
        target="_blank"
        rel="noopener"
        data-chat-launcher=""
        data-device={variant}
        onClick={onClick}
      >
        <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H10l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
          <circle cx="8" cy="10.5" r="1.4" className="chat-launcher__dot" />
          <circle cx="12" cy="10.5" r="1.4" className="chat-launcher__dot" />
          <circle cx="16" cy="10.5" r="1.4" className="chat-launcher__dot" />
        </svg>
        {/* On a phone and in the app the launcher is its icon alone; the label stays its name. */}
        <span className={variant === "pc" ? "chat-launcher__label" : "chat-launcher__label visually-hidden"}>{t("chat.launcher")}</span>
        <span className="visually-hidden">{t("spa:newWindow")}</span>
      </a>
    </aside>
  );
}
