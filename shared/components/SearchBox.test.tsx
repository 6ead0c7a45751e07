import { MAX_SEARCH_TERM_LENGTH } from '../constants';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchSuggestions, SuggestionsResponse } from '../search/suggestions';
import { SearchBox, scopeFields } from './SearchBox';
import { renderWithStore } from './render-with-store';
import type { TrackedEvent } from '../analytics/events';
import { setTrackSink } from '../analytics/track';

const RESPONSE: SuggestionsResponse = {
  query: 'boa',
  suggestions: [
    { title: 'Create a board', url: '/jira/docs/create-a-board/', product: 'Jira', deployment: 'cloud' },
    { title: 'Board columns', url: '/jira/docs/board-columns/', product: 'Jira', deployment: 'data_center' },
  ],
  headings: [{ heading: 'Board settings', url: '/jira/docs/configure/#board-settings', title: 'Configure Jira' }],
};

/** A suggestion source that records each request and its abort signal, answering RESPONSE. */
function recordingSource(response: SuggestionsResponse = RESPONSE) {
  const calls: { query: string; language: string; signal: AbortSignal }[] = [];
  const source: FetchSuggestions = (query, language, signal) => {
    calls.push({ query, language, signal });
    return Promise.resolve(response);
  };
  return { calls, source };
}

async function typeAndWait(text: string, source: FetchSuggestions, navigate = jest.fn()) {
  renderWithStore(<SearchBox label="Search" navigate={navigate} suggest={source} />);
  const input = screen.getByRole('combobox', { name: 'Search' });
  await userEvent.type(input, text);
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
  return { input, navigate };
}

describe('SearchBox suggestions (WAI-ARIA combobox)', () => {
  it('ask nothing below two characters and list titles then headings from two, announcing the count', async () => {
    const { calls, source } = recordingSource();
    renderWithStore(<SearchBox label="Search" suggest={source} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'b');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(calls).toHaveLength(0);
    await userEvent.type(input, 'oa');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));

    expect(calls.map((call) => call.query)).toEqual(['boa']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Create a boardJira · Cloud',
      'Board columnsJira · Data Center',
      'Board settingsSection of Configure Jira',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions available.');
  });

  it('debounce typing into one request and abort a request still under way when typing goes on', async () => {
    const calls: { query: string; signal: AbortSignal }[] = [];
    const never: FetchSuggestions = (query, _language, signal) => {
      calls.push({ query, signal });
      return new Promise(() => undefined);
    };
    renderWithStore(<SearchBox label="Search" suggest={never} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'board');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await userEvent.type(input, 's');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));

    expect(calls.map((call) => call.query)).toEqual(['board', 'boards']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('move the active option with the arrow keys, wrapping, and follow it with Enter', async () => {
    const { source } = recordingSource();
    const { input, navigate } = await typeAndWait('boa', source);
    const options = screen.getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(navigate).toHaveBeenCalledWith('/jira/docs/configure/#board-settings', false);
  });

  it("leave the arrow keys and Enter of an input method's conversion to it, neither moving nor following", async () => {
    const { source } = recordingSource();
    const { input, navigate } = await typeAndWait('boa', source);

    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(input, { key: 'Process', keyCode: 229 });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/jira/docs/create-a-board/', false);
  });

  it('scroll the list to each option the arrow keys make active', async () => {
    const { source } = recordingSource();
    await typeAndWait('boa', source);
    const options = screen.getAllByRole('option');
    const scrolled: { id: string; block: unknown }[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, arg?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ id: this.id, block: typeof arg === 'object' ? arg.block : arg });
    };
    try {
      await userEvent.keyboard('{ArrowDown}');
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await userEvent.keyboard('{ArrowUp}');
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    } finally {
      Element.prototype.scrollIntoView = original;
    }

    expect(scrolled).toEqual([
      { id: options[0]!.id, block: 'nearest' },
      { id: options[2]!.id, block: 'nearest' },
    ]);
  });

  it('submit the search to the results page on Enter without an active option', async () => {
    const { source } = recordingSource();
    const { navigate } = await typeAndWait('boa', source);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search-results/?searchTerm=boa', false);
  });

  it('close the list on Escape and clear the input on a second Escape', async () => {
    const { source } = recordingSource();
    const { input } = await typeAndWait('boa', source);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('boa');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('follow an option clicked with the mouse, asking in the language of the page', async () => {
    const { calls, source } = recordingSource();
    const { navigate } = await typeAndWait('boa', source);
    await userEvent.click(screen.getByRole('option', { name: /Board columns/ }));
    expect(navigate).toHaveBeenCalledWith('/jira/docs/board-columns/', false);
    expect(calls[0]!.language).toBe('en');
  });

  it('mark the label of a suggestion whose text is in another language than the page with its lang', async () => {
    const { source } = recordingSource({
      query: 'perm',
      suggestions: [
        { title: '権限を設定する', url: '/ja/jira/docs/permissions/' },
        { title: 'Project permissions', url: '/ja/jira/docs/project-permissions/', language: 'en' },
      ],
      headings: [],
    });
    await typeAndWait('perm', source);
    const labels = screen.getAllByRole('option').map((option) => option.querySelector('.hc-search-box__option-label'));
    expect(labels.map((label) => label?.getAttribute('lang'))).toEqual([null, 'en']);
  });

  it('ask within the product a restricted box searches in, and a general box within none', async () => {
    const scope = { product: 'confluence', deployment: 'data_center' as const, version: '9.2' };
    const scoped: unknown[] = [];
    const general: unknown[] = [];
    const record =
      (into: unknown[]): FetchSuggestions =>
      (_query, _language, _signal, scope) => {
        into.push(scope);
        return Promise.resolve(RESPONSE);
      };
    renderWithStore(
      <>
        <SearchBox label="Search Confluence" scope={scope} suggest={record(scoped)} />
        <SearchBox label="Search everything" suggest={record(general)} />
      </>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search Confluence' }), 'back');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search everything' }), 'back');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));

    expect(scoped).toEqual([scope]);
    expect(general).toEqual([undefined]);
  });

  it('say there are no suggestions and keep the list closed when nothing matches', async () => {
    const { source } = recordingSource({ query: 'zz', suggestions: [], headings: [] });
    const { input } = await typeAndWait('zzz', source);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});

describe('SearchBox', () => {
  it('submits searchTerm by GET to the search results page', () => {
    // Act
    renderWithStore(<SearchBox placeholder="Tell us what you're looking for" />);

    // Assert
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search-results/');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByPlaceholderText("Tell us what you're looking for")).toHaveAttribute('name', 'searchTerm');
  });

  it('takes no more characters than the search accepts, so a pasted term is cut where the visitor sees it', () => {
    // Act
    renderWithStore(<SearchBox placeholder="Tell us what you're looking for" />);

    // Assert
    expect(screen.getByPlaceholderText("Tell us what you're looking for")).toHaveAttribute(
      'maxlength',
      String(MAX_SEARCH_TERM_LENGTH),
    );
  });

  it('adds product, deployment and version fields for a Data Center scope', () => {
    // Act
    renderWithStore(<SearchBox scope={{ product: 'confluence', deployment: 'data_center', version: '9.1' }} />);

    // Assert
    expect(screen.getByRole('search')).toHaveFormValues({
      searchTerm: '',
      product: 'confluence',
      deployment: 'data_center',
      version: '9.1',
    });
  });

  it('adds no filters without both a product and a deployment, and no version for Cloud', () => {
    // Act
    const productOnly = scopeFields({ product: 'jira' });
    const cloud = scopeFields({ product: 'jira', deployment: 'cloud', version: '9.1' });

    // Assert
    expect(productOnly).toEqual([]);
    expect(cloud).toEqual([
      ['product', 'jira'],
      ['deployment', 'cloud'],
    ]);
  });

  it('adds the results tab of a knowledge base, and none for All', () => {
    // Act
    const knowledgeBase = scopeFields({ product: 'jira', deployment: 'cloud', category: 'knowledgeBase' });
    const all = scopeFields({ category: 'all' });

    // Assert
    expect(knowledgeBase).toEqual([
      ['product', 'jira'],
      ['deployment', 'cloud'],
      ['category', 'knowledgeBase'],
    ]);
    expect(all).toEqual([]);
  });

  it('navigates to the results page with the term encoded, %20 for spaces', async () => {
    // Arrange
    const navigate = jest.fn();
    renderWithStore(<SearchBox label="Search the knowledge base" navigate={navigate} />);

    // Act
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Search the knowledge base' }),
      'reset password&2fa{Enter}',
    );

    // Assert
    expect(navigate).toHaveBeenCalledWith('/search-results/?searchTerm=reset%20password%262fa', false);
  });

  it('restricts a product docs search to the product, with the version only for Data Center', async () => {
    // Arrange
    const navigate = jest.fn();
    renderWithStore(
      <SearchBox
        label="Search Jira"
        scope={{ product: 'jira', deployment: 'data_center', version: '9.1' }}
        navigate={navigate}
      />,
    );

    // Act
    await userEvent.type(screen.getByRole('combobox', { name: 'Search Jira' }), 'board{Enter}');

    // Assert
    expect(navigate).toHaveBeenCalledWith(
      '/search-results/?searchTerm=board&deployment=data_center&product=jira&version=9.1',
      false,
    );
  });
});

describe('SearchBox analytics', () => {
  it('reports focus, Enter and the redirect with the box location and the typed query', async () => {
    const tracked: TrackedEvent[] = [];
    setTrackSink(undefined);
    setTrackSink((event) => tracked.push(event));
    const navigate = jest.fn();
    renderWithStore(<SearchBox label="Search" location="header" navigate={navigate} suggest={false} />);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'jira board{Enter}');
    setTrackSink(undefined);

    expect(tracked.map((event) => event.name)).toEqual(['search.focused', 'search.entered', 'search.redirect']);
    expect(tracked[1]?.attributes).toEqual({ location: 'header', query: 'jira board' });
    expect(tracked[2]?.attributes).toEqual({
      location: 'header',
      query: 'jira board',
      url: navigate.mock.calls[0]?.[0] as string,
    });
  });

  it('does not report a search when Enter follows an active suggestion', async () => {
    const tracked: TrackedEvent[] = [];
    setTrackSink(undefined);
    setTrackSink((event) => tracked.push(event));
    const { input, navigate } = await typeAndWait('boa', recordingSource().source);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    setTrackSink(undefined);

    expect(navigate).toHaveBeenCalledWith('/jira/docs/create-a-board/', false);
    expect(input).toBeInTheDocument();
    expect(tracked.map((event) => event.name)).toEqual(['search.focused']);
  });
});
