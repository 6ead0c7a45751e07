/**
 * What a hydrated search box does once the visitor turns to it: asking for suggestions while they
 * type, moving through them with the arrow keys and following one with Enter, and building the
 * results url on submit. SearchBox.tsx loads this module (the `lazy-search-box` chunk) on the
 * first focus of its input or pointer over its form, so no page downloads it at load
 * (docs/adr/021-javascript-budget.md); until it has loaded the box is the plain GET form the server
 * rendered.
 */
import type { KeyboardEvent } from 'react';
import { track } from '../analytics/track';
import { fill } from '../i18n/messages';
import { withLocale } from '../links/locale';
import { searchResultsHref } from '../search/query-params';
import {
  fetchSuggestions,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_CHARACTERS,
  suggestionOptions,
  type FetchSuggestions,
  type SuggestionOption,
} from '../search/suggestions';
import type { Locale } from '../types/content';
import type { SearchScope } from '../types/pages/common';
import type { SearchBoxLocation } from './SearchBox';

/** The search box's state and props as its handlers see them at the moment of an event. */
export interface SearchBoxState {
  options: SuggestionOption[];
  open: boolean;
  active: number;
  setOptions: (options: SuggestionOption[]) => void;
  setOpen: (open: boolean) => void;
  setActive: (active: number | ((current: number) => number)) => void;
  setStatus: (status: string) => void;
  /** The pending request's debounce timer and abort controller. */
  pending: { current: { timer?: ReturnType<typeof setTimeout>; controller?: AbortController } };
  cancel: () => void;
  close: () => void;
  follow: (url: string, inNewTab?: boolean) => void;
  /** The suggestion source a test gave, else undefined for the endpoint of this origin. */
  suggest: FetchSuggestions | undefined;
  searchLabels: { cloud: string; dataCenter: string; suggestionHeadingIn: string } & Record<
    'noSuggestions' | 'suggestionCountOne' | 'suggestionCount',
    string
  >;
  locale: Locale;
  scope: SearchScope | undefined;
  newTab: boolean | undefined;
  where: SearchBoxLocation;
}

/**
 * The input changed: from two characters, and a pause in typing, asks for suggestions, within the
 * box's scope when it restricts its search to a product.
 */
export function inputChanged(box: SearchBoxState, value: string): void {
  box.cancel();
  box.setActive(-1);
  if (value.trim().length < SUGGEST_MIN_CHARACTERS) {
    box.setOptions([]);
    box.setOpen(false);
    box.setStatus('');
    return;
  }
  const suggest = box.suggest ?? fetchSuggestions;
  const controller = new AbortController();
  box.pending.current = {
    controller,
    timer: setTimeout(() => {
      suggest(value.trim(), box.locale === 'ja-JP' ? 'ja' : 'en', controller.signal, box.scope).then(
        (response) => {
          if (controller.signal.aborted) return;
          const next = suggestionOptions(response, box.searchLabels);
          box.setOptions(next);
          box.setOpen(next.length > 0);
          box.setStatus(
            next.length === 0
              ? box.searchLabels.noSuggestions
              : next.length === 1
                ? box.searchLabels.suggestionCountOne
                : fill(box.searchLabels.suggestionCount, { count: next.length }),
          );
        },
        () => {
          // An aborted or failed request leaves the box as a plain search form.
          if (!controller.signal.aborted) box.close();
        },
      );
    }, SUGGEST_DEBOUNCE_MS),
  };
}

/** ArrowDown and ArrowUp move through the suggestions, wrapping; Enter follows the active one. */
export function suggestionKeyDown(box: SearchBoxState, event: KeyboardEvent<HTMLInputElement>): void {
  const { options, open, active } = box;
  const count = options.length;
  if (event.key === 'Enter') {
    const option = open ? options[active] : undefined;
    if (option) {
      event.preventDefault();
      box.follow(option.url);
    }
    return;
  }
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || count === 0) return;
  event.preventDefault();
  const down = event.key === 'ArrowDown';
  if (!open) {
    box.setOpen(true);
    box.setActive(down ? 0 : count - 1);
  } else box.setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
  // The list scrolls on its own: once rendered, the option now active is brought into its view.
  const input = event.currentTarget;
  requestAnimationFrame(() => {
    const id = input.getAttribute('aria-activedescendant');
    if (id) input.ownerDocument.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  });
}

/** Submitting opens the results url with the term percent-encoded (%20 where the form writes '+'). */
export function searchSubmitted(box: SearchBoxState, query: string): void {
  const url = withLocale(searchResultsHref(query, box.scope), box.locale);
  track({ name: 'search.redirect', attributes: { location: box.where, query: query.slice(0, 500), url } });
  box.follow(url, box.newTab);
}
