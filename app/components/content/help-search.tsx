/**
 * The help search box. Without JavaScript it is a plain GET form to /help-key whose
 * results the server renders. With JavaScript it becomes an ARIA 1.2 combobox: suggestions from
 * /resources/help-suggest after the product.md §Interface debounce, arrow keys move through them
 * (aria-activedescendant), Enter opens the chosen question (or searches when none is chosen),
 * Escape closes the list (and clears the box when it is already closed).
 */
import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocalizedHref } from "~/components/content/app-link";
import { Highlight, helpArticlePath } from "~/components/content/help-news";
import { useHydrated } from "~/components/forms/form-fields";
import { useLocale } from "~/components/layout/root-data";
import { CAMPAIGN_PARAMS, SEARCH_DEBOUNCE_MS } from "~/lib/config/constants";
import { SEARCH_KEYWORD_LIMIT, truncateText } from "~/lib/forms/text-length";
import { localizePath } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";
import type { HelpSuggestions } from "~/routes/resources/help-suggest";

/**
 * The upstream's limit on a keyword, in characters (code points, the contract's `textLength`): the
 * box stops there with JavaScript, counting as the server does. It has no `maxLength`, which would
 * count UTF-16 code units (an emoji as two); without JavaScript a longer query is cut to the limit
 * by the search page (help-key.tsx).
 */
const MAX_LENGTH = SEARCH_KEYWORD_LIMIT.max;

export function HelpSearch({ defaultQuery = "", label, compact = false }: { defaultQuery?: string; label?: string; compact?: boolean }) {
  const { t } = useTranslation("help");
  const locale = useLocale();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedHref();
  const fetcher = useFetcher<HelpSuggestions>();
  const id = `help-search-${useId().replace(/:/g, "")}`;
  const listId = `${id}-listbox`;
  const [value, setValue] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    // At hydration the box may already hold what the visitor typed while the scripts loaded: the
    // server's input was theirs to type in, and React, which does not read it back, would put the
    // state's value in its place at the next render. What they typed is kept; afterwards the box
    // follows the page's query.
    const typed = input.current?.value ?? defaultQuery;
    const keep = !mounted.current && typed !== defaultQuery;
    mounted.current = true;
    setValue(keep ? truncateText(typed, MAX_LENGTH) : defaultQuery);
  }, [defaultQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setActive(-1), [fetcher.data]);

  const items = value.trim() ? (fetcher.data?.items ?? []) : [];
  const expanded = hydrated && open && items.length > 0;
  const campaign = new URLSearchParams(location.search);

  function schedule(next: string) {
    clearTimeout(timer.current);
    const q = next.trim();
    if (!q) {
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      fetcher.load(`/resources/help-suggest?${new URLSearchParams({ q, locale })}`);
      setOpen(true);
    }, SEARCH_DEBOUNCE_MS);
  }

  function choose(item: { id: string }) {
    clearTimeout(timer.current);
    setOpen(false);
    navigate(localize(helpArticlePath(item.id)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    switch (event.key) {
      case "ArrowDown":
        if (!count) return;
        event.preventDefault();
        setActive((current) => (expanded ? (current + 1) % count : 0));
        setOpen(true);
        break;
      case "ArrowUp":
        if (!count) return;
        event.preventDefault();
        setActive((current) => (expanded && current > 0 ? current - 1 : count - 1));
        setOpen(true);
        break;
      case "Enter":
        if (expanded && active >= 0 && items[active]) {
          event.preventDefault();
          choose(items[active]);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          clearTimeout(timer.current);
          setValue("");
        }
        break;
    }
  }

  const loaded = hydrated && open && value.trim() !== "" && fetcher.state === "idle" && fetcher.data !== undefined;
  const status = !loaded
    ? ""
    : fetcher.data?.error
      ? fetcher.data.error
      : items.length
        ? t("search.suggestionCount", { count: items.length })
        : t("search.noSuggestions");
  const comboboxProps = hydrated
    ? {
        role: "combobox",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": expanded && active >= 0 ? `${id}-option-${active}` : undefined,
        "aria-describedby": `${id}-hint`,
      }
    : {};

  return (
    <Form
      method="get"
      action={localizePath("/help-key", locale)}
      role="search"
      className={`help-search${compact ? " help-search--compact" : ""}`}
      onSubmit={() => {
        clearTimeout(timer.current);
        setOpen(false);
      }}
    >
      {CAMPAIGN_PARAMS.map((name) => (campaign.get(name) ? <input key={name} type="hidden" name={name} value={campaign.get(name) ?? ""} /> : null))}
      <label htmlFor={id} className="help-search__label">
        {label ?? t("search.label")}
      </label>
      <div className="help-search__row">
        <div className="help-search__field">
          <input
            ref={input}
            id={id}
            name="q"
            type="search"
            value={value}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("search.placeholder")}
            onChange={(event) => {
              const typed = truncateText(event.target.value, MAX_LENGTH);
              setValue(typed);
              schedule(typed);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => value.trim() && items.length && setOpen(true)}
            {...comboboxProps}
          />
          {hydrated ? (
            <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="help-search__listbox" hidden={!expanded}>
              {items.map((item, i) => (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses from the combobox's input (aria-activedescendant), as the ARIA combobox pattern has it
                <li
                  key={item.id}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="help-search__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(item)}
                >
                  <Highlight text={item.title} query={value} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary help-search__submit">
          {t("search.submit")}
        </button>
      </div>
      {hydrated ? (
        <p id={`${id}-hint`} className="visually-hidden">
          {t("search.keyboardHint")}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </Form>
  );
}
