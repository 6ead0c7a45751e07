import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { track } from '../analytics/track';
import type { SEARCH_LOCATIONS } from '../analytics/events';
import { MAX_SEARCH_TERM_LENGTH, SEARCH_RESULTS_PATH } from '../constants';
import type { FetchSuggestions, SuggestionOption } from '../search/suggestions';
import { withLocale } from '../links/locale';
import { ALL_CATEGORY } from '../search/categories';
import { useLocale } from '../i18n/locale';
import type { SearchScope } from '../types/pages/common';
import { useMessages } from '../i18n/messages';
import type * as SearchBoxBehaviour from './search-box-behaviour';
import type { SearchBoxState } from './search-box-behaviour';
import './SearchBox.css';

export type SearchBoxLocation = (typeof SEARCH_LOCATIONS)[number];

type Behaviour = typeof SearchBoxBehaviour;
let behaviour: Behaviour | undefined;
let loading: Promise<Behaviour> | undefined;

/**
 * The suggestions, their keys and the results url are a chunk of their own, fetched when the visitor
 * turns to a search box (focus, or the pointer over it), so no page downloads them at load; a failed
 * fetch is tried again at the next turn.
 */
function loadBehaviour(): Promise<Behaviour> {
  loading ??= import(/* webpackChunkName: "lazy-search-box" */ './search-box-behaviour').then(
    (module) => (behaviour = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface SearchBoxProps {
  placeholder?: string;
  label?: string;
  defaultValue?: string;
  /** Restricts the search to a product: hidden fields follow SPEC.md section 5. */
  scope?: SearchScope;
  className?: string;
  /** Opens the results url; the browser's navigation unless a test passes its own. */
  navigate?: (url: string, newTab: boolean) => void;
  /** Offers suggestions while typing (a WAI-ARIA combobox); the endpoint of this origin unless a test passes its own, none with false. */
  suggest?: FetchSuggestions | false;
  /** Marks the header's box, the one the '/' shortcut focuses. */
  shortcut?: boolean;
  /** Names the search landmark, so two search boxes on one page stay distinguishable. */
  landmarkLabel?: string;
  /** Opens the results page in a new tab (the header's search, SPEC.md section 2); suggestions still open in place. */
  newTab?: boolean;
  /** Where the box sits, for analytics; the results page's box when navigate is given, else 'page'. */
  location?: SearchBoxLocation;
}

/**
 * The hidden filter fields of a restricted search: product and deployment together, version for
 * Data Center, and the results tab when it is not 'All'.
 */
export function scopeFields(scope: SearchScope | undefined): [name: string, value: string][] {
  const fields: [string, string][] = [];
  if (scope?.product && scope.deployment) {
    fields.push(['product', scope.product], ['deployment', scope.deployment]);
    if (scope.deployment === 'data_center' && scope.version) fields.push(['version', scope.version]);
  }
  if (scope?.category && scope.category !== ALL_CATEGORY) fields.push(['category', scope.category]);
  return fields;
}

/**
 * A GET form to the search results page: works before hydration and without JavaScript. Once
 * hydrated, submitting navigates to the results url with the term percent-encoded (%20 for spaces,
 * where the form would write '+').
 *
 * Hydrated, the input is a WAI-ARIA 1.2 combobox with a listbox popup: from two characters, and a
 * pause in typing, it lists page titles and body headings (an earlier request still under way is
 * aborted); ArrowDown and ArrowUp move through them, Enter follows the active one (or, with none,
 * submits the search), Escape closes the list and a second Escape clears the input. A polite live
 * region says how many suggestions there are; the active option is announced through
 * aria-activedescendant. What the box does beyond its markup is ./search-box-behaviour.ts, loaded
 * when the visitor turns to the box.
 */
export function SearchBox({
  placeholder,
  label,
  defaultValue,
  scope,
  className,
  landmarkLabel,
  navigate,
  suggest,
  shortcut,
  newTab,
  location,
}: SearchBoxProps) {
  const messages = useMessages();
  const labels = messages.page;
  const searchLabels = messages.search;
  const locale = useLocale();
  const inputId = useId();
  const where = location ?? (navigate ? 'results' : 'page');
  const listboxId = `${inputId}-listbox`;
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  };
  useEffect(() => cancel, []);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const follow = (url: string, inNewTab = false) => {
    cancel();
    close();
    if (navigate) navigate(url, inNewTab);
    else if (inNewTab) window.open(url, '_blank', 'noopener,noreferrer');
    else window.location.assign(url);
  };

  const box: SearchBoxState = {
    options,
    open,
    active,
    setOptions,
    setOpen,
    setActive,
    setStatus,
    pending,
    cancel,
    close,
    follow,
    suggest: suggest || undefined,
    searchLabels,
    locale,
    scope,
    newTab,
    where,
  };

  const onInput = (input: HTMLInputElement) => {
    const { value } = input;
    // In order, and at once when the behaviour is there: each change cancels the request before it.
    if (behaviour) behaviour.inputChanged(box, value);
    else
      loadBehaviour().then(
        // A visitor who has left the box by the time it arrives gets no list opening behind them.
        (module) => input.ownerDocument.activeElement === input && module.inputChanged(box, value),
        close,
      );
  };

  // A box hydrated after the visitor has focused it and typed (the header's hydrates on that focus,
  // docs/adr/045-hydration-on-intent.md) offers suggestions for what it holds at once, not only at
  // the next key.
  useEffect(() => {
    const input = inputRef.current;
    if (suggest !== false && input?.value && input.ownerDocument.activeElement === input) onInput(input);
    // Only what the server's markup held when React took it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick and confirm an input method's conversion (Japanese, say) belong to it: neither a
    // search nor a move through the list. Chromium and Safari report them as isComposing or key code 229.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    // Enter with a suggestion active follows that page; only Enter that searches is search.entered.
    if (event.key === 'Enter' && !(open && options[active])) {
      track({
        name: 'search.entered',
        attributes: { location: where, query: event.currentTarget.value.slice(0, 500) },
      });
    }
    if (suggest === false) return;
    if (event.key === 'Escape') {
      // The browser would clear a search input on the first Escape: the first one closes the list instead.
      event.preventDefault();
      if (open) close();
      else {
        cancel();
        event.currentTarget.value = '';
        setOptions([]);
        setStatus('');
      }
      return;
    }
    // Without suggestions yet there is nothing to move through or follow.
    behaviour?.suggestionKeyDown(box, event);
  };

  const activeOption = open && active >= 0 ? `${listboxId}-${active}` : undefined;
  return (
    <form
      className={className ? `hc-search-box ${className}` : 'hc-search-box'}
      role="search"
      {...(landmarkLabel ? { 'aria-label': landmarkLabel } : {})}
      method="get"
      action={withLocale(SEARCH_RESULTS_PATH, locale)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onPointerEnter={() => void loadBehaviour().catch(() => undefined)}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const input = form.elements.namedItem('searchTerm');
        if (!(input instanceof HTMLInputElement)) return;
        // The term as it was submitted, whatever the box holds by the time it is searched.
        const query = input.value;
        if (behaviour) {
          event.preventDefault();
          behaviour.searchSubmitted(box, query);
        } else if (navigate) {
          // The results page's box searches in place: a search sent before the behaviour has arrived
          // waits for it, and the form submits itself, as without JavaScript, only when it cannot be had.
          event.preventDefault();
          loadBehaviour().then(
            (module) => module.searchSubmitted(box, query),
            () => form.submit(),
          );
        } else {
          // Any other box lets the form go as it is, while the visitor's key or click still allows
          // a new tab: the results page reads the form's url as its own.
          const url = new URL(form.action);
          // The box's fields are all text: a file field would have no place in a search url.
          url.search = new URLSearchParams(
            [...new FormData(form)].filter((field): field is [string, string] => typeof field[1] === 'string'),
          ).toString();
          track({
            name: 'search.redirect',
            attributes: { location: where, query: query.slice(0, 500), url: `${url.pathname}${url.search}` },
          });
        }
      }}
    >
      <label className="hc-visually-hidden" htmlFor={inputId}>
        {label ?? labels.search}
      </label>
      <div className="hc-search-box__field">
        <input
          ref={inputRef}
          id={inputId}
          className="hc-search-box__input"
          type="search"
          name="searchTerm"
          maxLength={MAX_SEARCH_TERM_LENGTH}
          placeholder={placeholder}
          defaultValue={defaultValue}
          autoComplete="off"
          onFocus={() => {
            track({ name: 'search.focused', attributes: { location: where } });
            void loadBehaviour().catch(() => undefined);
          }}
          onKeyDown={onKeyDown}
          {...(shortcut ? { 'data-search-shortcut': '', 'aria-keyshortcuts': '/' } : {})}
          {...(suggest !== false
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': open,
                'aria-controls': listboxId,
                'aria-activedescendant': activeOption,
                onChange: (event: { currentTarget: HTMLInputElement }) => onInput(event.currentTarget),
                // Leaving the box drops a request still under way, whose list would open behind the visitor.
                onBlur: () => {
                  cancel();
                  close();
                },
              }
            : {})}
        />
        {/* The shortcut as a key on the box, for a visitor with a keyboard; aria-keyshortcuts says it to the rest. */}
        {shortcut && (
          <kbd className="hc-search-box__key" aria-hidden="true">
            /
          </kbd>
        )}
        {suggest !== false && (
          <ul
            id={listboxId}
            className="hc-search-box__listbox"
            role="listbox"
            aria-label={searchLabels.suggestions}
            hidden={!open}
            // Out of the Tab order: a list that scrolls is a stop of its own in Chromium, and leaving the
            // input for it closes the list under focus. Its options are reached with the arrow keys.
            tabIndex={-1}
            // Keeps focus in the input while an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option, position) => (
              <li
                key={option.url}
                id={`${listboxId}-${position}`}
                role="option"
                aria-selected={position === active}
                className={`hc-search-box__option hc-search-box__option--${option.kind}`}
                onClick={() => follow(option.url)}
              >
                <span className="hc-search-box__option-label" lang={option.lang}>
                  {option.label}
                </span>
                {option.detail && <span className="hc-search-box__option-detail">{option.detail}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {scopeFields(scope).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        className="hc-search-box__button"
        type="submit"
        onClick={(event) => {
          // detail 0: the click Enter synthesises, already reported as search.entered.
          const input = event.currentTarget.form?.elements.namedItem('searchTerm');
          const query = input instanceof HTMLInputElement ? input.value.slice(0, 500) : '';
          if (event.detail > 0) track({ name: 'search.clicked', attributes: { location: where, query } });
        }}
      >
        {labels.search}
        {newTab && <span className="hc-visually-hidden"> {messages.chrome.opensInNewTab}</span>}
      </button>
      {suggest !== false && (
        <div className="hc-visually-hidden" role="status" aria-live="polite">
          {status}
        </div>
      )}
    </form>
  );
}
