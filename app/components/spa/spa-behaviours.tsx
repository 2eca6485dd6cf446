/**
 * The single-page-app behaviours (docs/spa-behaviours.md), mounted once in the root App: campaign codes on
 * client navigations, out-in page transitions, route announcements, analytics (the tag manager is
 * the sign-in and sign-up pages' own: spa/tag-manager.tsx), the online/offline banner and offline forms, the loading overlay and the navigation progress bar,
 * client toasts, the header menus (hover, one at a time, dismissal), in-app links and the customer-support chat launcher.
 * Decisions: docs/spa-behaviours.md.
 */
import { useEffect } from "react";
import { useRootData } from "~/components/layout/root-data";
import { ToastHost } from "~/components/layout/toasts";
import { useAppLinks } from "~/components/spa/app-links";
import { ChatLauncher } from "~/components/spa/chat-launcher";
import { useHeaderMenus } from "~/components/spa/header-menus";
import { LoadingOverlay, NavigationProgress } from "~/components/spa/loading";
import { RouteAnnouncer, useFocusAfterNavigation, useNavigationEnhancements } from "~/components/spa/navigation-behaviours";
import { usePageTransition } from "~/components/spa/page-transition";
import { OfflineBanner, useOfflineForms } from "~/components/spa/status";
import { useAnalytics } from "~/components/spa/use-analytics";
import { useDevice } from "~/components/spa/use-device";

/** Mount once inside the root App (needs the root loader's data). */
export function SpaBehaviours() {
  const data = useRootData();
  const device = useDevice();
  useNavigationEnhancements(data?.defaultHCode ?? "");
  useFocusAfterNavigation();
  usePageTransition();
  useAnalytics();
  useAppLinks(device.inCompanyApp);
  useHeaderMenus();
  useOfflineForms();
  // Declared last, so it runs after every behaviour above is installed: marks the page as
  // enhanced (<html data-spa="ready">) for styles that need JavaScript, and for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.spa = "ready";
  }, []);
  return (
    <>
      <NavigationProgress />
      <LoadingOverlay />
      <OfflineBanner />
      <ToastHost mobile={data?.layout === "h5"} />
      <RouteAnnouncer />
      <ChatLauncher />
    </>
  );
}
