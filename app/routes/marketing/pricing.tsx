/**
 * Pricing (product.md §Content): the fee calculator and the fee table of every market, grouped as
 * stocks by market, US options, futures and CFDs. The calculator is a GET form: the loader turns
 * the query into an itemised estimate (or field errors), so it works without JavaScript and its
 * result URL can be shared; with JavaScript it recalculates as you type (debounced).
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { FeeTables } from "~/components/content/fee-tables";
import { StructuredData } from "~/components/content/structured-data-scripts";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { CAMPAIGN_PARAMS, SEARCH_DEBOUNCE_MS } from "~/lib/config/constants";
import type { FeeQueryErrors, FeeQueryField, MarketId } from "~/lib/fees/calculator";
import { MARKET_IDS, SIDES } from "~/lib/fees/markets";
import { calculateFeesFromSearchParams } from "~/lib/fees/query.server";
import { estimateView, feeTableViews, scheduleAsOf, type EstimateView } from "~/lib/fees/views.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { structuredData } from "~/lib/seo/structured-data.server";

/** Typed values longer than this are not echoed back into the form (the calculator refuses them anyway). */
const MAX_ECHO_LENGTH = 100;

type FormValues = Record<FeeQueryField, string>;

/** The page texts, and the calculator's estimate or field errors for the GET query (typed values echoed back). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const params = new URL(request.url).searchParams;
  const calculation = calculateFeesFromSearchParams(params);
  const echo = (name: string, fallback: string) => (params.get(name) ?? fallback).slice(0, MAX_ECHO_LENGTH);
  const values: FormValues = {
    market: echo("market", MARKET_IDS[0]),
    side: echo("side", SIDES[0]),
    price: echo("price", ""),
    quantity: echo("quantity", ""),
  };
  // Campaign codes ride along in hidden inputs, so a calculation keeps them in the URL (product.md §Navigation).
  const campaign = CAMPAIGN_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value ? [{ name, value: value.slice(0, MAX_ECHO_LENGTH) }] : [];
  });
  const errors: FeeQueryErrors = calculation && !calculation.ok ? calculation.errors : {};
  return json({
    page,
    feeTables: feeTableViews(MARKET_IDS, page.locale),
    asOf: scheduleAsOf(page.locale),
    values,
    campaign,
    estimate: calculation?.ok ? estimateView(calculation.result, page.locale) : null,
    errors,
    structuredData: structuredData(request, page),
  });
}

export const meta = pageMeta;

const GROUPS: ReadonlyArray<{ id: string; key: string; markets: MarketId[] }> = [
  { id: "stocks", key: "stocks", markets: ["us", "hk", "sg", "jp", "uk"] },
  { id: "us-options", key: "usOptions", markets: ["us-options"] },
  { id: "futures", key: "futures", markets: ["futures"] },
  { id: "cfds", key: "cfds", markets: ["fx-cfd", "stock-cfd"] },
];

function isMarketId(value: string): value is MarketId {
  return (MARKET_IDS as readonly string[]).includes(value);
}

/** The notes of a market (board lots, rounding, what the estimate leaves out). */
function MarketNotes({ market, noteKeys: keys }: { market: MarketId; noteKeys: string[] }) {
  const { t } = useTranslation("pricing");
  if (keys.length === 0) return null;
  return (
    <ul className="pricing-notes" aria-label={t("page.notesHeading", { market: t(`markets.${market}`) })}>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

/** The itemised estimate: order summary, trade value and total, one row per fee, then the total. */
function EstimateResult({ estimate }: { estimate: EstimateView }) {
  const { t } = useTranslation("pricing");
  return (
    <>
      <h3 id="calc-result-heading">{t("calculator.resultHeading")}</h3>
      <p className="calc-result__order" data-testid="calc-order">
        {t("calculator.orderSummary", {
          market: t(`markets.${estimate.market}`),
          side: t(`sides.${estimate.side}`),
          quantity: estimate.quantity,
          unit: t(`units.${estimate.unit}`, { count: estimate.quantityCount }),
          currency: estimate.currency,
          price: estimate.price,
        })}
      </p>
      <dl className="calc-result__figures">
        <div>
          <dt>{t("calculator.tradeValue")}</dt>
          <dd data-testid="calc-trade-value">{estimate.tradeValue}</dd>
        </div>
        <div className="calc-result__total">
          <dt>{t("calculator.estimatedTotal")}</dt>
          <dd data-testid="calc-total">{estimate.total}</dd>
        </div>
      </dl>
      <div className="table-wrap">
        <table className="calc-result__table">
          <caption className="visually-hidden">{t("calculator.resultHeading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("calculator.fee")}</th>
              <th scope="col" className="num">
                {t("calculator.amount")}
              </th>
              <th scope="col" className="calc-result__notes-cell">
                {t("calculator.notes")}
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line) => {
              const notes = (
                <>
                  {line.note ? <span>{t(line.note)}</span> : null}
                  {line.sample ? <span className="tag">{t("calculator.sample")}</span> : null}
                  <span className="muted">{t("calculator.effective", { date: line.effectiveDate })}</span>
                </>
              );
              // On narrow screens the notes move under the fee's name (CSS shows one of the two).
              return (
                <tr key={line.id} data-line={line.id}>
                  <th scope="row">
                    {t(line.labelKey)}
                    <span className="calc-result__notes calc-result__notes--inline">{notes}</span>
                  </th>
                  <td className="num">{line.amount}</td>
                  <td className="calc-result__notes-cell">
                    <span className="calc-result__notes">{notes}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("calculator.estimatedTotal")}</th>
              <td className="num">{estimate.total}</td>
              <td className="calc-result__notes-cell" />
            </tr>
            {estimate.settlementAmount !== null ? (
              <tr>
                <th scope="row">{t(estimate.side === "buy" ? "calculator.settlementBuy" : "calculator.settlementSell")}</th>
                <td className="num" data-testid="calc-settlement">
                  {estimate.settlementAmount}
                </td>
                <td className="calc-result__notes-cell" />
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
      <MarketNotes market={estimate.market} noteKeys={estimate.noteKeys} />
    </>
  );
}

/** The calculator: a GET form (works without JavaScript) that recalculates as you type with it. */
function FeeCalculator() {
  const { values, campaign, estimate, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The query this form last sent itself: any other URL (back button, a link) is copied into the inputs.
  const lastSent = useRef<string | null>(null);
  const shownSearch = useRef(location.search);
  // The hints of every market are rendered; CSS shows the chosen market's (pricing.css, :has), so
  // they follow the select before hydration and without JavaScript too. Without :has, the hint of
  // the market the server knew.
  const hintMarket: MarketId = isMarketId(values.market) ? values.market : MARKET_IDS[0];

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const form = formRef.current;
    // Only when the URL changed (never on hydration: a quick typist keeps what they typed).
    if (!form || location.search === shownSearch.current) return;
    shownSearch.current = location.search;
    if (location.search === lastSent.current) return;
    for (const name of ["price", "quantity"] as const) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = values[name];
    }
    const select = form.elements.namedItem("market");
    if (select instanceof HTMLSelectElement && isMarketId(values.market)) select.value = values.market;
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="side"]')) radio.checked = radio.value === values.side;
  }, [location.search, values]);

  function send(form: HTMLFormElement) {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
    lastSent.current = `?${query.toString()}`;
    // The action without the #calculator of the no-JavaScript submission: no jump while typing.
    submit(form, { action: location.pathname, replace: true, preventScrollReset: true });
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    clearTimeout(timer.current);
    const data = new FormData(form);
    const typed = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const incomplete = !typed("price") || !typed("quantity");
    // A first order still being typed: no "Enter a quantity" before the visitor got there.
    if (incomplete && !estimate && Object.keys(errors).length === 0) return;
    const immediate = target instanceof HTMLSelectElement || target.type === "radio";
    timer.current = setTimeout(() => send(form), immediate ? 0 : SEARCH_DEBOUNCE_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    clearTimeout(timer.current);
    event.preventDefault();
    send(event.currentTarget);
  }

  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const describedBy = (field: FeeQueryField, hint?: boolean) =>
    [errors[field] ? `calc-${field}-error` : "", hint ? `calc-${field}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const invalid = (field: FeeQueryField) => (errors[field] ? true : undefined);
  const fieldError = (field: FeeQueryField) =>
    errors[field] ? (
      <p id={`calc-${field}-error`} className="field__error">
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <div className="calc">
      <Form
        ref={formRef}
        method="get"
        action={`${location.pathname}#calculator`}
        preventScrollReset
        className="form calc__form card"
        onChange={handleChange}
        onSubmit={handleSubmit}
        aria-labelledby="calculator-heading"
      >
        {campaign.map((param) => (
          <input key={param.name} type="hidden" name={param.name} value={param.value} />
        ))}
        <div className="field">
          <label htmlFor="calc-market">{t("calculator.market")}</label>
          <select
            id="calc-market"
            name="market"
            defaultValue={isMarketId(values.market) ? values.market : undefined}
            aria-invalid={invalid("market")}
            aria-describedby={describedBy("market")}
          >
            {MARKET_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`markets.${id}`)}
              </option>
            ))}
          </select>
          {fieldError("market")}
        </div>
        <fieldset className="field calc__sides" aria-describedby={describedBy("side")}>
          <legend>{t("calculator.side")}</legend>
          <div className="calc__side-options">
            {SIDES.map((side) => (
              <label key={side} className="calc__side">
                {/* aria-invalid is a global state in WAI-ARIA 1.2: each radio of the group is read out as invalid. */}
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see above */}
                <input type="radio" name="side" value={side} defaultChecked={values.side === side} aria-invalid={invalid("side")} />
                <span>{t(`calculator.${side}`)}</span>
              </label>
            ))}
          </div>
          {fieldError("side")}
        </fieldset>
        <div className="calc__amounts">
          {(["price", "quantity"] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`calc-${field}`}>{t(`calculator.${field}`)}</label>
              <input
                id={`calc-${field}`}
                name={field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                defaultValue={values[field]}
                aria-invalid={invalid(field)}
                aria-describedby={describedBy(field, true)}
              />
              {fieldError(field)}
              <p id={`calc-${field}-hint`} className="field__hint">
                {MARKET_IDS.map((id) => (
                  <span key={id} data-market={id} hidden={id !== hintMarket}>
                    {t(`calculator.${field}Hint.${id}`)}
                  </span>
                ))}
              </p>
            </div>
          ))}
        </div>
        <button type="submit" className="btn btn--primary">
          {t("calculator.calculate")}
        </button>
        {/* The field errors come and go as the visitor types: read out politely once they do
            (the inline ones are only descriptions of their inputs). Present from the first
            render, so that only a change is announced. */}
        <p className="visually-hidden" aria-live="polite">
          {Object.values(errors)
            .map((key) => t(key))
            .join(" ")}
        </p>
      </Form>
      <div className={`calc__result card${busy ? " calc__result--busy" : ""}`} aria-busy={busy || undefined} data-testid="calc-result">
        <div aria-live="polite">{estimate ? <EstimateResult estimate={estimate} /> : <p className="muted calc__empty">{t("calculator.empty")}</p>}</div>
        <p className="calc__disclaimer">{t("calculator.disclaimer")}</p>
      </div>
    </div>
  );
}

/** The pricing page: calculator first, then the fee schedule grouped by product. */
export default function PricingPage() {
  const { page, feeTables, asOf, structuredData } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pricing");
  return (
    <article className="content-page content-page--pricing">
      <PageHeader heading={page.heading} lead={page.description}>
        <nav aria-label={t("page.jumpTo")}>
          <ul className="chips pricing-jump">
            <li>
              <a className="chip" href="#calculator">
                {t("calculator.heading")}
              </a>
            </li>
            {GROUPS.map((group) => (
              <li key={group.id}>
                <a className="chip" href={`#${group.id}`}>
                  {t(`page.groups.${group.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <section className="section" id="calculator" aria-labelledby="calculator-heading">
        <div className="container">
          <h2 id="calculator-heading">{t("calculator.heading")}</h2>
          <p className="pricing-intro">{t("calculator.intro")}</p>
          <FeeCalculator />
        </div>
      </section>

      <section className="section" id="fee-schedule" aria-labelledby="fee-schedule-heading">
        <div className="container">
          <h2 id="fee-schedule-heading">{t("feeSchedule.heading")}</h2>
          <p className="pricing-intro">{t("feeSchedule.intro")}</p>
          <div className="pricing-notice" role="note">
            <p>{t("feeSchedule.sampleNotice")}</p>
            <p>{t("feeSchedule.gstNote")}</p>
            <p className="muted">{t("feeSchedule.asOf", { date: asOf })}</p>
          </div>
        </div>
      </section>

      {GROUPS.map((group) => (
        <section key={group.id} className="section pricing-group" id={group.id} aria-labelledby={`${group.id}-heading`}>
          <div className="container">
            <h2 id={`${group.id}-heading`}>{t(`page.groups.${group.key}`)}</h2>
            <p className="pricing-intro">{t(`page.groupIntro.${group.key}`)}</p>
            {feeTables
              .filter((view) => group.markets.includes(view.market))
              .map((view) => (
                <div key={view.market} className="pricing-market" id={`fees-${view.market}`}>
                  <FeeTables tables={[view]} />
                  <MarketNotes market={view.market} noteKeys={view.noteKeys} />
                </div>
              ))}
          </div>
        </section>
      ))}
      <StructuredData entities={structuredData} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
