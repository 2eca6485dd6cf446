/**
 * Download pages (/download, /download-app, /download-futures): the App Store and Google Play
 * links of the trading app (or, on /download-futures, the futures app), a QR code made on the
 * server for desktop visitors, and on a phone the store of its own system first; /download and
 * /download-futures also offer the desktop platform (Windows, macOS). Every link is configuration
 * (content/app-store-links.server.ts), handed to the page in its loader data.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { StructuredData } from "~/components/content/structured-data-scripts";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { useRootData } from "~/components/layout/root-data";
import { CAMPAIGN_PARAMS } from "~/lib/config/constants";
import { siteOrigin } from "~/lib/config/env.server";
import { appLinks, configuredQrLink } from "~/lib/content/app-store-links.server";
import {
  MIN_ANDROID_VERSION,
  MIN_IOS_VERSION,
  MIN_MACOS_VERSION,
  MIN_WINDOWS_VERSION,
  type AppId,
  type AppLinks,
  type Desktop,
  type Store,
} from "~/lib/content/app-stores";
import { requestDevice } from "~/lib/http/device.server";
import { localizePath } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { structuredData } from "~/lib/seo/structured-data.server";

/** QR codes by the URL they encode (a handful of origins × locales × apps); bounded all the same. */
const qrCache = new Map<string, string>();
const QR_CACHE_MAX = 64;

/** An SVG QR code of a URL (made once per URL; qrcode is loaded on the server only). */
async function qrSvg(text: string): Promise<string> {
  const cached = qrCache.get(text);
  if (cached) return cached;
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#14202eff", light: "#ffffffff" },
  });
  if (qrCache.size >= QR_CACHE_MAX) qrCache.clear();
  qrCache.set(text, svg);
  return svg;
}

/**
 * The link an app's QR code encodes: the configured one, else this app's download page on the
 * site (in the page's locale, with the visitor's campaign codes), which on the phone puts its own
 * store first.
 */
function qrTarget(request: Request, app: AppId, locale: Parameters<typeof localizePath>[1]): string {
  const configured = configuredQrLink(app);
  if (configured) return configured;
  const url = new URL(request.url);
  const target = new URL(localizePath(app === "futures" ? "/download-futures" : "/download-app", locale), siteOrigin(request));
  for (const name of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) target.searchParams.set(name, value.slice(0, 64));
  }
  return target.toString();
}

/**
 * The page texts, which app it offers, the configured links of both apps, whether it offers the
 * desktop platform, and (for desktop visitors) the QR code with the link it encodes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const app: AppId = page.key === "download-futures" ? "futures" : "main";
  const device = requestDevice(request);
  let qr: { svg: string; link: string } | null = null;
  if (!device.isIos && !device.isAndroid) {
    const link = qrTarget(request, app, page.locale);
    qr = { svg: await qrSvg(link), link };
  }
  const links: Record<AppId, AppLinks> = { main: appLinks("main"), futures: appLinks("futures") };
  // The pages whose description promises the desktop platform (meta.json) offer it.
  const desktop = page.key === "download" || page.key === "download-futures";
  return json({ page, app, qr, links, desktop, structuredData: structuredData(request, page) });
}

export const meta = pageMeta;

function StoreIcon({ store }: { store: Store }) {
  if (store === "appStore") {
    return (
      <svg className="store-badge__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill="#1a8cff" />
        <path
          d="M12.6 5.5 7.4 14.6M11.4 5.5l5.2 9.1M5.8 14.6h12.4M8.2 17.1l-1 1.7M15.8 17.1l1 1.7"
          stroke="#fff"
          strokeWidth="1.7"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg className="store-badge__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4.5 2.8 13.6 12l-9.1 9.2z" fill="#2196f3" />
      <path d="M4.5 2.8 16.8 9.9 13.6 12z" fill="#00c853" />
      <path d="M4.5 21.2 13.6 12l3.2 2.1z" fill="#f44336" />
      <path d="M16.8 9.9 20.5 12l-3.7 2.1-3.2-2.1z" fill="#ffc107" />
    </svg>
  );
}

/** The two store links of an app; on a phone its own system's store comes first. */
function StoreBadges({ app, links, label }: { app: AppId; links: AppLinks; label: string }) {
  const { t } = useTranslation("download");
  const device = useRootData()?.device;
  const order: Store[] = device?.isAndroid ? ["googlePlay", "appStore"] : ["appStore", "googlePlay"];
  const phone = Boolean(device?.isIos || device?.isAndroid);
  // Inside the company app, its own store page is no use: say so instead (the futures app is another app).
  if (device?.inCompanyApp && app === "main")
    return (
      <p className="store-badges__hint" data-in-app="">
        {t("stores.inApp")}
      </p>
    );
  return (
    <ul className={`store-badges${phone ? " store-badges--phone" : ""}`} aria-label={label}>
      {order.map((store, i) => (
        <li key={store}>
          {phone && i === 0 ? <p className="store-badges__hint">{t("stores.yourPhone")}</p> : null}
          <a className="store-badge" href={links[store]} data-store={store}>
            <StoreIcon store={store} />
            <span className="store-badge__text">
              <span className="store-badge__prefix">{t(`stores.${store}.prefix`)}</span>
              <span className="store-badge__name">{t(`stores.${store}.name`)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The server-made QR code (desktop visitors only); `link` is what it encodes. */
function QrCode({ svg, link, appName }: { svg: string; link: string; appName: string }) {
  const { t } = useTranslation("download");
  return (
    <figure className="qr" data-testid="download-qr" data-qr-link={link}>
      <div className="qr__code" role="img" aria-label={t("qr.label", { app: appName })} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="qr__caption">
        <strong>{t("qr.heading")}</strong>
        <span>{t("qr.body")}</span>
      </figcaption>
    </figure>
  );
}

/**
 * A section of titled items (an app's features, its install steps) under its heading `id`; the
 * list is empty when the texts are not a list.
 */
function TitledItemsSection({
  id,
  heading,
  as: List,
  className,
  itemClassName,
  items,
}: {
  id: string;
  heading: string;
  as: "ul" | "ol";
  className: string;
  itemClassName: string;
  items: unknown;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <List className={className}>
          {Array.isArray(items)
            ? (items as Array<{ title: string; body: string }>).map((item, i) => (
                <li key={i} className={itemClassName}>
                  <h3>{item.title}</h3>
                  <p>{item.body}</p>
                </li>
              ))
            : null}
        </List>
      </div>
    </section>
  );
}

function DesktopIcon({ desktop }: { desktop: Desktop }) {
  return desktop === "windows" ? (
    <svg className="store-badge__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5.3 10.4 4.3v7.1H3zM11.4 4.1 21 2.8v8.6h-9.6zM3 12.5h7.4v7.2L3 18.7zM11.4 12.5H21v8.7l-9.6-1.3z" fill="#4aa8ff" />
    </svg>
  ) : (
    <svg className="store-badge__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M8 20h8M12 16.5V20" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The desktop platform's installers (Windows, macOS) of an app, from configuration. */
function DesktopDownloads({ app, links }: { app: AppId; links: AppLinks }) {
  const { t } = useTranslation("download");
  const desktops: Desktop[] = ["windows", "macos"];
  return (
    <section className="section download-desktop" aria-labelledby="desktop-heading">
      <div className="container">
        <h2 id="desktop-heading">{t(`desktop.${app}Heading`)}</h2>
        <p className="download-desktop__lead">{t(`desktop.${app}Body`)}</p>
        <ul className="store-badges" aria-labelledby="desktop-heading">
          {desktops.map((desktop) => (
            <li key={desktop}>
              <a className="store-badge" href={links[desktop]} data-desktop={desktop}>
                <DesktopIcon desktop={desktop} />
                <span className="store-badge__text">
                  <span className="store-badge__prefix">{t("desktop.prefix")}</span>
                  <span className="store-badge__name">{t(`desktop.${desktop}`)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="download-desktop__requirements">{t("desktop.requirements", { windows: MIN_WINDOWS_VERSION, macos: MIN_MACOS_VERSION })}</p>
      </div>
    </section>
  );
}

/** A download page: store links and QR code, the desktop platform, features, steps, system requirements, the other app. */
export default function DownloadPage() {
  const { page, app, qr, links, desktop, structuredData } = useLoaderData<typeof loader>();
  const { t } = useTranslation("download");
  const appName = t(`apps.${app}.name`);
  const features: unknown = t(`apps.${app}.features`, { returnObjects: true });
  const steps: unknown = t(`apps.${app}.steps`, { returnObjects: true });
  const other: AppId = app === "main" ? "futures" : "main";
  // Inside the company app its own install steps and system requirements are moot:
  // the page keeps what the app does and the other app.
  const inThisApp = Boolean(useRootData()?.device.inCompanyApp) && app === "main";
  return (
    <article className={`content-page content-page--download download download--${app}`}>
      <header className="page-header download-hero">
        <div className="container download-hero__grid">
          <div className="download-hero__text">
            <h1>{page.heading}</h1>
            <p className="page-header__lead">{t(`apps.${app}.tagline`)}</p>
            <h2 className="visually-hidden">{t("storeHeading")}</h2>
            <StoreBadges app={app} links={links[app]} label={appName} />
            {qr ? <QrCode svg={qr.svg} link={qr.link} appName={appName} /> : null}
          </div>
          <img className="download-hero__phone" src={`/images/download/${app}-phone.svg`} width={280} height={560} alt={t("phoneAlt", { app: appName })} />
        </div>
      </header>

      {desktop && !inThisApp ? <DesktopDownloads app={app} links={links[app]} /> : null}

      <TitledItemsSection id="features-heading" heading={t(`apps.${app}.featuresHeading`)} as="ul" className="cards" itemClassName="card" items={features} />

      {inThisApp ? null : (
        <>
          <TitledItemsSection id="steps-heading" heading={t(`apps.${app}.stepsHeading`)} as="ol" className="steps" itemClassName="steps__item" items={steps} />

          <section className="section" aria-labelledby="requirements-heading">
            <div className="container">
              <h2 id="requirements-heading">{t("requirements.heading")}</h2>
              <ul className="bullets download-requirements">
                <li>{t("requirements.ios", { version: MIN_IOS_VERSION })}</li>
                <li>{t("requirements.android", { version: MIN_ANDROID_VERSION })}</li>
                <li>{t("requirements.network")}</li>
                <li>{t("requirements.account")}</li>
              </ul>
            </div>
          </section>
        </>
      )}

      <section className="section download-other" aria-labelledby="other-app-heading">
        <div className="container">
          <div className="card download-other__card">
            <div>
              <h2 id="other-app-heading">{t(`other.${other}Heading`)}</h2>
              <p>{t(`other.${other}Body`)}</p>
            </div>
            {page.key === "download" ? <StoreBadges app={other} links={links[other]} label={t(`apps.${other}.name`)} /> : null}
            <AppLink className="btn btn--ghost" to={other === "futures" ? "/download-futures" : "/download-app"}>
              {t(`other.${other}Link`)}
            </AppLink>
          </div>
        </div>
      </section>
      <StructuredData entities={structuredData} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
