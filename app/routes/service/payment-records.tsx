/**
 * /payment-records: the signed-in user's deposits and withdrawals from crm
 * payment-records/v1. Type, date range and page are GET parameters read by the loader, so the
 * filters, the pager and the empty state are all server-rendered and work without JavaScript.
 * Amounts are formatted on the server (Intl.NumberFormat in the page's locale, currency code and
 * thousands separators) so the browser shows exactly what the server rendered.
 */
import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigate } from "@remix-run/react";
import { AppLink, useLocalizedHref } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { useHydrated } from "~/components/forms/form-fields";
import { PromptDialog } from "~/components/forms/prompt-dialog";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { upstreamErrorText } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { formatDate } from "~/lib/i18n/dates";
import { fixedT } from "~/lib/i18n/i18n.server";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { PAYMENT_PAGE_SIZE, PAYMENT_TYPES, paymentFiltersSearch, parsePaymentFilters, type PaymentFilters } from "~/lib/schemas/service";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { signInAgainIfExpired } from "~/lib/session/login-expired.server";
import { partMissingFor } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getPaymentRecords, type PaymentRecord } from "~/services/crm/crm.server";
import serviceStyles from "~/styles/service.css";

const GUARDS = ["auth"];
const PATH = "/payment-records";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

/** An amount with its currency code and the locale's separators; withdrawals negative. */
function formatAmount(record: PaymentRecord, locale: Locale): string {
  const format = new Intl.NumberFormat(LOCALE_INFO[locale].htmlLang, {
    style: "currency",
    currency: record.currency,
    currencyDisplay: "code",
    signDisplay: "exceptZero",
  });
  const value = record.type === "withdrawal" ? `-${record.amount.replace(/^-/, "")}` : record.amount;
  return format.format(value as `${number}`);
}

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  const url = new URL(request.url);
  const { filters, error } = parsePaymentFilters(url.searchParams);
  let loadError: string | null = null;
  let records: Row[] = [];
  let total = 0;
  if (!error) {
    try {
      const answer = await getPaymentRecords(upstreamContext(request, context), {
        type: filters.type,
        startDate: filters.from,
        endDate: filters.to,
        page: filters.page,
        pageSize: PAYMENT_PAGE_SIZE,
      });
      total = answer.total;
      const t = fixedT(page.locale, "service");
      records = answer.items.map((record) => ({
        ...record,
        amountText: formatAmount(record, page.locale),
        createdDate: formatDate(record.createdAt, page.locale),
        // The payment rails' names in the page's language ("Wire" is 电汇); a method the upstream
        // adds later shows as it comes until it is translated.
        methodText: t(`records.methods.${record.method}`, { defaultValue: record.method }),
      }));
    } catch (cause) {
      // Code 300101 ended the session during this request: sign in again, then come back.
      signInAgainIfExpired(request, context);
      partMissingFor(cause);
      loadError = upstreamErrorText(cause, page.locale);
    }
  }
  const pages = Math.max(1, Math.ceil(total / PAYMENT_PAGE_SIZE));
  if (!loadError && total > 0 && filters.page > pages) {
    throw redirect(localizeHref(`${PATH}${paymentFiltersSearch({ ...filters, page: pages })}`, page.locale, url.search));
  }
  return json({ page, filters, filterError: error, loadError, records, total, pages });
}

export const meta = pageMeta;

export default function PaymentRecords() {
  const { page, filters, filterError, loadError, records, total, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("service");
  const filtered = filters.type !== "all" || Boolean(filters.from) || Boolean(filters.to);
  const first = (filters.page - 1) * PAYMENT_PAGE_SIZE + 1;
  return (
    <div className="service-page">
      <PageHeader heading={page.heading} lead={page.description} />
      <div className="container records">
        {/* Keyed by the filters: a client-side navigation (Clear filters, a link) resets the fields. */}
        <Filters key={paymentFiltersSearch({ ...filters, page: 1 })} filters={filters} error={filterError} />
        {loadError ? (
          <p className="form-error" role="alert">
            {loadError}
          </p>
        ) : null}
        {!loadError && !filterError && total === 0 ? (
          <div className="records-empty" data-empty>
            <p className="records-empty__title">{filtered ? t("records.empty") : t("records.none")}</p>
            {filtered ? (
              <p>
                {t("records.emptyHint")} <AppLink to={PATH}>{t("records.clear")}</AppLink>
              </p>
            ) : null}
          </div>
        ) : null}
        {records.length > 0 ? (
          <>
            <p className="records-summary" aria-live="polite">
              {t("records.summary", { from: first, to: first + records.length - 1, total })}
            </p>
            <RecordsTable records={records} />
            <RecordCards records={records} />
            <Pager filters={filters} pages={pages} />
            <p className="field__hint">{t("records.note")}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}

type Row = PaymentRecord & { amountText: string; createdDate: string; methodText: string };

function StatusBadge({ status }: { status: PaymentRecord["status"] }) {
  const { t } = useTranslation("service");
  return <span className={`badge badge--${status}`}>{t(`records.statuses.${status}`)}</span>;
}

function Filters({ filters, error }: { filters: PaymentFilters; error: string | null }) {
  const { t } = useTranslation("service");
  return (
    <Form method="get" className="records-filters" aria-labelledby="records-filters-heading">
      <h2 id="records-filters-heading" className="visually-hidden">
        {t("records.filters")}
      </h2>
      <div className="field">
        <label htmlFor="records-type">{t("records.type")}</label>
        <select id="records-type" name="type" defaultValue={filters.type}>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`records.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="records-from">{t("records.from")}</label>
        <input
          id="records-from"
          type="date"
          name="from"
          defaultValue={filters.from ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "records-range-error" : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="records-to">{t("records.to")}</label>
        <input
          id="records-to"
          type="date"
          name="to"
          defaultValue={filters.to ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "records-range-error" : undefined}
        />
      </div>
      <div className="records-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t("records.apply")}
        </button>
        <AppLink to={PATH} className="btn btn--ghost">
          {t("records.clear")}
        </AppLink>
      </div>
      {error ? (
        <p id="records-range-error" className="field__error records-filters__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </Form>
  );
}

function RecordsTable({ records }: { records: Row[] }) {
  const { t } = useTranslation("service");
  return (
    <div className="table-wrap records-table">
      <table>
        <caption>{t("records.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("records.date")}</th>
            <th scope="col">{t("records.reference")}</th>
            <th scope="col">{t("records.kind")}</th>
            <th scope="col">{t("records.method")}</th>
            <th scope="col" className="num">
              {t("records.amount")}
            </th>
            <th scope="col">{t("records.status")}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-record={record.id}>
              <td>
                <FormattedDate iso={record.createdAt} text={record.createdDate} />
              </td>
              <td className="records__reference">{record.id}</td>
              <td>{t(`records.kinds.${record.type}`)}</td>
              <td>{record.methodText}</td>
              <td className={`num records__amount records__amount--${record.type}`}>{record.amountText}</td>
              <td>
                <StatusBadge status={record.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ records }: { records: Row[] }) {
  const { t } = useTranslation("service");
  return (
    <ul className="records-cards" aria-label={t("records.caption")}>
      {records.map((record) => (
        <li key={record.id} className="record-card" data-record={record.id}>
          <div className="record-card__top">
            <span className="record-card__kind">{t(`records.kinds.${record.type}`)}</span>
            <span className={`records__amount records__amount--${record.type}`}>{record.amountText}</span>
          </div>
          <div className="record-card__meta">
            <FormattedDate iso={record.createdAt} text={record.createdDate} />
            <span>{record.methodText}</span>
            <StatusBadge status={record.status} />
          </div>
          <p className="record-card__reference">
            {t("records.reference")}: {record.id}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Page numbers to link: the first, the last, and two either side of the current one. */
function pageWindow(current: number, pages: number): Array<number | "gap"> {
  const out: Array<number | "gap"> = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= 2) out.push(n);
    else if (out[out.length - 1] !== "gap") out.push("gap");
  }
  return out;
}

function Pager({ filters, pages }: { filters: PaymentFilters; pages: number }) {
  const { t } = useTranslation("service");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const localized = useLocalizedHref();
  if (pages <= 1) return null;
  const current = filters.page;
  const to = (n: number) => `${PATH}${paymentFiltersSearch({ ...filters, page: n })}`;
  return (
    <nav className="pager" aria-label={t("records.pager")}>
      <p className="pager__status">{t("records.pageOf", { page: current, pages })}</p>
      <ul className="pager__list">
        {current > 1 ? (
          <li>
            <AppLink to={to(current - 1)} rel="prev" className="pager__link">
              {t("records.previous")}
            </AppLink>
          </li>
        ) : null}
        {pageWindow(current, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <AppLink to={to(n)} className="pager__link" aria-current={n === current ? "page" : undefined} aria-label={t("records.page", { page: n })}>
                {n}
              </AppLink>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <AppLink to={to(current + 1)} rel="next" className="pager__link">
              {t("records.next")}
            </AppLink>
          </li>
        ) : null}
      </ul>
      {hydrated ? (
        <PromptDialog
          triggerLabel={t("records.goTo")}
          triggerClassName="btn btn--ghost pager__goto"
          title={t("records.goToTitle")}
          label={t("records.goToLabel", { pages })}
          inputMode="numeric"
          maxLength={6}
          pattern="\d{1,6}"
          validator={(value) => Number(value) >= 1 && Number(value) <= pages}
          onConfirm={(value) => navigate(localized(to(Number(value))))}
        />
      ) : (
        <Form method="get" className="pager__form">
          {filters.type !== "all" ? <input type="hidden" name="type" value={filters.type} /> : null}
          {filters.from ? <input type="hidden" name="from" value={filters.from} /> : null}
          {filters.to ? <input type="hidden" name="to" value={filters.to} /> : null}
          <label htmlFor="pager-page">{t("records.goToLabel", { pages })}</label>
          <input id="pager-page" type="number" name="page" min={1} max={pages} inputMode="numeric" defaultValue={current} />
          <button type="submit" className="btn btn--ghost">
            {t("records.go")}
          </button>
        </Form>
      )}
    </nav>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
