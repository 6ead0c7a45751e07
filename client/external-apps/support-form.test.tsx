import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_HANDOFF_KEY, writeHandoff } from '../../shared/chat/handoff';
import { fillSignedInVisitor, mountSupportForm, supportFormKind } from './support-form';

function container(supportType?: string): HTMLElement {
  document.body.innerHTML = '<div id="hc-support-form"><div role="status">Loading</div></div>';
  const element = document.getElementById('hc-support-form')!;
  if (supportType) element.dataset.supportType = supportType;
  return element;
}

async function fillIn(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Your name (required)'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('E-mail address (required)'), 'ada@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Request type (required)'), 'bug');
  await userEvent.type(screen.getByLabelText('Summary (required)'), 'Board does not load');
  await userEvent.type(screen.getByLabelText('Description (required)'), 'It spins forever.');
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

/** What takes the form's place once a request is filed. */
function sentConfirmation(name = 'Request sent'): HTMLElement {
  return screen.getByRole('region', { name });
}

function respond(status: number, body: unknown): jest.Mock {
  const fetchMock = jest.fn(() => Promise.resolve(answer(status, body)));
  global.fetch = fetchMock;
  return fetchMock;
}

describe('the support form app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.getElementById('__INITIAL_STATE__')?.remove();
  });

  it('replaces the spinner with a labelled form', () => {
    // Act
    mountSupportForm(container());

    // Assert
    expect(screen.getByRole('heading', { name: 'Create a support request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Suggestion' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  describe('for a visitor whose browser says a session may exist', () => {
    beforeEach(() => {
      document.cookie = 'hc_signed_in=1; path=/';
    });
    afterEach(() => {
      document.cookie = 'hc_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    it('fills in the signed-in visitor’s name and e-mail address', async () => {
      // Arrange
      const fetchMock = respond(200, { data: { userName: 'ada@example.com', displayName: 'Ada Lovelace' } });

      // Act
      mountSupportForm(container());

      // Assert
      await waitFor(() => expect(screen.getByLabelText('E-mail address (required)')).toHaveValue('ada@example.com'));
      expect(screen.getByLabelText('Your name (required)')).toHaveValue('Ada Lovelace');
      expect(fetchMock).toHaveBeenCalledWith('/gateway/api/customer-context/user/auth', expect.anything());
    });

    it('keeps what the visitor typed, and fills nothing when the session has ended', async () => {
      // Arrange: the session has ended when the form opens
      respond(401, { error: 'No session' });
      mountSupportForm(container());
      const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
      await fillSignedInVisitor(form, document);
      const emptyAfterEnd = screen.getByLabelText<HTMLInputElement>('E-mail address (required)').value;
      await userEvent.type(screen.getByLabelText('Your name (required)'), 'A. Lovelace');
      respond(200, { data: { userName: 'ada@example.com', displayName: 'Ada Lovelace' } });

      // Act
      await fillSignedInVisitor(form, document);

      // Assert
      expect(emptyAfterEnd).toBe('');
      expect(screen.getByLabelText('Your name (required)')).toHaveValue('A. Lovelace');
      expect(screen.getByLabelText('E-mail address (required)')).toHaveValue('ada@example.com');
    });
  });

  it('asks nobody who the visitor is without the signed-in marker', () => {
    // Arrange
    const fetchMock = respond(200, { data: { userName: 'ada@example.com' } });

    // Act
    mountSupportForm(container());

    // Assert
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefills the summary and description from the chat assistant handoff, once', () => {
    // Arrange
    writeHandoff(window.sessionStorage, {
      summary: 'Question: invoices',
      description: 'You: Why is my invoice wrong?',
    });

    // Act
    mountSupportForm(container());

    // Assert
    expect(screen.getByLabelText('Summary (required)')).toHaveValue('Question: invoices');
    expect(screen.getByLabelText('Description (required)')).toHaveValue('You: Why is my invoice wrong?');
    expect(window.sessionStorage.getItem(CONTACT_HANDOFF_KEY)).toBeNull();
    mountSupportForm(container());
    expect(screen.getByLabelText('Summary (required)')).toHaveValue('');
  });

  describe('opened from a link that names a product and a request type', () => {
    function embedProducts(): void {
      const state = document.createElement('script');
      state.type = 'application/json';
      state.id = '__INITIAL_STATE__';
      state.textContent = JSON.stringify({
        entry: {
          kind: 'contact',
          supportProducts: [
            { name: 'Confluence', keys: ['confluence', 'confluence-cloud'] },
            { name: 'Jira Software', keys: ['jira-software', 'jira-software-cloud'] },
          ],
        },
      });
      document.head.append(state);
    }

    afterEach(() => {
      window.history.replaceState(null, '', '/');
    });

    it('shows the product by its name and the request type as chosen, and sends them', async () => {
      // Arrange
      const fetchMock = respond(201, { reference: 'HC-12345678' });
      embedProducts();
      window.history.replaceState(null, '', '/contact/?product=jira-software&ticketType=bug');

      // Act
      mountSupportForm(container());

      // Assert
      const product = screen.getByLabelText<HTMLSelectElement>('Product');
      const type = screen.getByLabelText<HTMLSelectElement>('Request type (required)');
      expect(product.selectedOptions[0]).toHaveTextContent('Jira Software');
      expect(type.selectedOptions[0]).toHaveTextContent('Bug');
      expect(screen.getByRole('option', { name: 'Confluence' })).toBeInTheDocument();

      // Act
      await userEvent.type(screen.getByLabelText('Your name (required)'), 'Ada Lovelace');
      await userEvent.type(screen.getByLabelText('E-mail address (required)'), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Summary (required)'), 'Board does not load');
      await userEvent.type(screen.getByLabelText('Description (required)'), 'It spins forever.');
      await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

      // Assert
      await waitFor(() => expect(sentConfirmation()).toHaveTextContent('HC-12345678'));
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toMatchObject({ product: 'Jira Software', ticketType: 'bug' });
    });

    it('leaves both unchosen for values it does not know, and the visitor can still choose', async () => {
      // Arrange
      embedProducts();
      window.history.replaceState(null, '', '/contact/?product=billing&ticketType=complaint');

      // Act
      mountSupportForm(container());
      await userEvent.selectOptions(screen.getByLabelText('Product'), 'Confluence');

      // Assert
      expect(screen.getByLabelText<HTMLSelectElement>('Request type (required)').selectedOptions[0]).toHaveTextContent(
        'Choose one',
      );
      expect(screen.getByLabelText<HTMLSelectElement>('Product').selectedOptions[0]).toHaveTextContent('Confluence');
    });

    it('keeps a text box for the product when the page names no products', () => {
      // Arrange
      window.history.replaceState(null, '', '/contact/?product=jira-software');

      // Act
      mountSupportForm(container());

      // Assert
      expect(screen.getByLabelText('Product')).toHaveValue('');
      expect(screen.getByLabelText('Product').tagName).toBe('INPUT');
    });
  });

  it('names each missing field under it and moves focus to the first', async () => {
    // Arrange
    mountSupportForm(container());
    await userEvent.type(screen.getByLabelText('Your name (required)'), 'Ada');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    const email = screen.getByLabelText('E-mail address (required)');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail address is required.');
    expect(screen.getByLabelText('Summary (required)')).toHaveAccessibleDescription('Summary is required.');
    expect(screen.getByLabelText('Your name (required)')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an address that is not an e-mail address', async () => {
    // Arrange
    mountSupportForm(container());
    await fillIn();
    await userEvent.clear(screen.getByLabelText('E-mail address (required)'));
    await userEvent.type(screen.getByLabelText('E-mail address (required)'), 'ada');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    expect(screen.getByLabelText('E-mail address (required)')).toHaveAccessibleDescription(
      'E-mail address must be an e-mail address, like name@example.com.',
    );
  });

  it('sends the request as the page kind and puts the confirmation, focused, in the emptied form’s place', async () => {
    // Arrange
    const fetchMock = respond(201, { reference: 'HC-12345678' });
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = '__INITIAL_STATE__';
    state.textContent = JSON.stringify({ entry: { kind: 'hotContact' } });
    document.head.append(state);
    mountSupportForm(container());
    await fillIn();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    await waitFor(() => expect(sentConfirmation()).toHaveFocus());
    // The confirmation the script-free form's page shows, and no form inviting a second submission.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Request sent' })).toBeInTheDocument();
    expect(sentConfirmation()).toHaveTextContent('Your request referenceHC-12345678');
    expect(screen.getByRole('heading', { level: 3, name: 'What happens next' })).toBeInTheDocument();
    expect(sentConfirmation()).toHaveTextContent(
      'This site cannot send e-mail, so no confirmation was sent: keep this reference.',
    );
    expect(screen.getByRole('button', { name: 'Send another request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the support home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'View your requests' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/gateway/api/support-requests');
    expect(JSON.parse(init.body as string)).toMatchObject({
      form: 'hot',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      ticketType: 'bug',
      summary: 'Board does not load',
    });
  });

  it("sends the page's url with its query, so a reported page's id reaches support", async () => {
    // Arrange
    const fetchMock = respond(201, { reference: 'HC-12345678' });
    window.history.replaceState(null, '', '/contact/?ticketType=bug&pageId=kb-jsw-dc-indexing-troubleshooting');
    mountSupportForm(container());
    await fillIn();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      pageUrl: '/contact/?ticketType=bug&pageId=kb-jsw-dc-indexing-troubleshooting',
    });
    window.history.replaceState(null, '', '/');
  });

  describe('when the request cannot be sent at once', () => {
    let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
    const keys = () =>
      fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    const bodies = () => fetchMock.mock.calls.map(([, init]) => init.body);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    let user: ReturnType<typeof userEvent.setup>;

    beforeEach(async () => {
      fetchMock = jest.fn();
      global.fetch = fetchMock as unknown as typeof fetch;
      mountSupportForm(container());
      // Typed with real timers; the waits between retries then run on fake ones.
      await fillIn();
      jest.useFakeTimers();
      user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    });

    afterEach(() => {
      jest.useRealTimers();
    });

    it('keeps what was typed, says it will try again, and sends the same request under the same key', async () => {
      // Arrange
      fetchMock
        .mockResolvedValueOnce(answer(503, { error: 'Saving is not possible right now.' }, { 'Retry-After': '2' }))
        .mockResolvedValue(answer(201, { reference: 'HC-12345678' }));

      // Act
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(0);

      // Assert
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't send your request yet. Your details are kept, and we'll try again in a moment.",
      );
      expect(screen.getByLabelText('Summary (required)')).toHaveValue('Board does not load');
      expect(screen.getByRole('button', { name: 'Send request' })).toHaveAttribute('aria-disabled', 'true');
      await advance(1900);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Act
      await advance(100);

      // Assert
      expect(sentConfirmation()).toHaveTextContent('HC-12345678');
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(new Set(keys()).size).toBe(1);
      expect(keys()[0]).toMatch(/^[\w-]{8,128}$/);
      expect(bodies()[1]).toBe(bodies()[0]);
    });

    it('says it failed once the retries run out, keeps the form filled, and Try again sends the same key', async () => {
      // Arrange
      fetchMock.mockImplementation(offline);

      // Act
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(1000 + 4000 + 15_000);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't send your request. Your details are still in the form; press Try again to send it.",
      );
      expect(screen.getByLabelText('Description (required)')).toHaveValue('It spins forever.');
      expect(screen.getByRole('button', { name: 'Send request' })).not.toHaveAttribute('aria-disabled');

      // Act
      fetchMock.mockResolvedValue(answer(201, { reference: 'HC-87654321' }));
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await advance(0);

      // Assert
      expect(sentConfirmation()).toHaveTextContent('HC-87654321');
      expect(new Set(keys()).size).toBe(1);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('sends an edited request under a new key, since it is a different request', async () => {
      // Arrange
      fetchMock.mockImplementation(offline);
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(20_000);
      fetchMock.mockResolvedValue(answer(201, { reference: 'HC-11111111' }));

      // Act
      await user.type(screen.getByLabelText('Summary (required)'), ' at all');
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(0);

      // Assert
      const sent = keys();
      expect(sent).toHaveLength(5);
      expect(sent[4]).not.toBe(sent[0]);
      expect(sentConfirmation()).toHaveTextContent('HC-11111111');
    });

    it('keeps focus on Send request, still focusable, while a 429 waits for its retry, and says so in the status', async () => {
      // Arrange
      fetchMock
        .mockResolvedValueOnce(answer(429, { error: 'Too many requests' }, { 'Retry-After': '60' }))
        .mockResolvedValue(answer(201, { reference: 'HC-12345678' }));
      const send = screen.getByRole('button', { name: 'Send request' });

      // Act
      send.focus();
      await user.keyboard('{Enter}');
      await advance(30_000);

      // Assert
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't send your request yet. Your details are kept, and we'll try again in a moment.",
      );
      expect(send).toHaveFocus();
      expect(send).toBeEnabled();
      expect(send).toHaveAttribute('aria-disabled', 'true');

      // Act: pressing it again while it waits sends nothing
      await user.keyboard('{Enter}');
      await advance(0);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(send).toHaveFocus();

      // Act
      await advance(30_000);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sentConfirmation()).toHaveFocus();
    });

    it('gives the focus of Try again to Send request while the same request is sent again', async () => {
      // Arrange
      fetchMock.mockImplementation(offline);
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(1000 + 4000 + 15_000);
      const tryAgain = screen.getByRole('button', { name: 'Try again' });

      // Act
      tryAgain.focus();
      await user.keyboard('{Enter}');
      await advance(0);

      // Assert
      expect(tryAgain).not.toBeVisible();
      expect(screen.getByRole('button', { name: 'Send request' })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't send your request yet. Your details are kept, and we'll try again in a moment.",
      );
    });

    it('does not send again while a retry is waiting', async () => {
      // Arrange
      fetchMock.mockResolvedValueOnce(answer(503, {}, { 'Retry-After': '5' })).mockResolvedValue(answer(201, {}));
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      await advance(0);

      // Act
      screen.getByRole('button', { name: 'Send request' }).closest('form')!.requestSubmit();
      await advance(5000);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  it('brings back the same form, empty, with focus on its first field, from ‘Send another request’', async () => {
    // Arrange
    const fetchMock = respond(201, { reference: 'HC-12345678', mailed: true });
    window.history.replaceState(null, '', '/contact/?ticketType=bug');
    mountSupportForm(container());
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sentConfirmation()).toHaveFocus());

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));

    // Assert
    expect(screen.queryByRole('region', { name: 'Request sent' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name (required)')).toHaveFocus();
    for (const label of ['Your name (required)', 'E-mail address (required)', 'Summary (required)'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText<HTMLSelectElement>('Request type (required)').selectedOptions[0]).toHaveTextContent(
      'Choose one',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // Act: a second request is a new one, under a key of its own
    fetchMock.mockResolvedValue(answer(201, { reference: 'HC-22222222', mailed: true }));
    // user-event remembers what it typed into a box; the reset emptied them under it.
    for (const label of ['Your name (required)', 'E-mail address (required)', 'Summary (required)'])
      await userEvent.clear(screen.getByLabelText(label));
    await userEvent.clear(screen.getByLabelText('Description (required)'));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    await waitFor(() => expect(sentConfirmation()).toHaveTextContent('HC-22222222'));
    const keysSent = fetchMock.mock.calls.map(
      ([, init]: [string, RequestInit]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(new Set(keysSent).size).toBe(2);
    window.history.replaceState(null, '', '/');
  });

  describe('for a signed-in visitor', () => {
    beforeEach(() => {
      document.cookie = 'hc_signed_in=1; path=/';
    });
    afterEach(() => {
      document.cookie = 'hc_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    it('says the confirmation was e-mailed, links their requests, and fills them in again for another request', async () => {
      // Arrange
      const fetchMock = jest.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/user/auth')
            ? answer(200, { data: { userName: 'ada@example.com', displayName: 'Ada Lovelace' } })
            : answer(201, { reference: 'HC-12345678', mailed: true }),
        ),
      );
      global.fetch = fetchMock as unknown as typeof fetch;
      mountSupportForm(container());
      await waitFor(() => expect(screen.getByLabelText('E-mail address (required)')).toHaveValue('ada@example.com'));
      await userEvent.selectOptions(screen.getByLabelText('Request type (required)'), 'bug');
      await userEvent.type(screen.getByLabelText('Summary (required)'), 'Board does not load');
      await userEvent.type(screen.getByLabelText('Description (required)'), 'It spins forever.');

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

      // Assert
      await waitFor(() => expect(sentConfirmation()).toHaveFocus());
      expect(sentConfirmation()).toHaveTextContent(
        'We have e-mailed a confirmation with this reference to the address you gave.',
      );
      expect(screen.getByRole('link', { name: 'View your requests' })).toHaveAttribute('href', '/requests/');

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));

      // Assert
      await waitFor(() => expect(screen.getByLabelText('E-mail address (required)')).toHaveValue('ada@example.com'));
      expect(screen.getByLabelText('Your name (required)')).toHaveValue('Ada Lovelace');
      expect(screen.getByLabelText('Summary (required)')).toHaveValue('');
    });
  });

  it('shows the field the server refused under that field', async () => {
    // Arrange
    respond(400, { error: 'summary: must be at most 200 characters' });
    mountSupportForm(container());
    await fillIn();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Assert
    await waitFor(() =>
      expect(screen.getByLabelText('Summary (required)')).toHaveAccessibleDescription(
        'Summary: must be at most 200 characters',
      ),
    );
    expect(screen.getByLabelText('Summary (required)')).toHaveFocus();
  });

  it('speaks Japanese on a Japanese page, in its labels, options, problems and confirmation', async () => {
    // Arrange
    document.documentElement.lang = 'ja';

    try {
      // Act
      mountSupportForm(container());
      await userEvent.click(screen.getByRole('button', { name: 'リクエストを送信' }));

      // Assert
      expect(screen.getByRole('heading', { name: 'サポート リクエストを作成' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: '選択してください' })).toBeInTheDocument();
      expect(screen.getByLabelText('概要 (必須)')).toHaveAccessibleDescription('概要を入力してください。');
      // A select is chosen, not typed into: its problem says so.
      expect(screen.getByLabelText('リクエストの種類 (必須)')).toHaveAccessibleDescription(
        'リクエストの種類を選択してください。',
      );
      expect(screen.getByRole('status')).toHaveTextContent('フォームの 5 件の問題を修正してください。');

      // Act
      respond(201, { reference: 'HC-12345678', mailed: false });
      await userEvent.type(screen.getByLabelText('氏名 (必須)'), 'Ada Lovelace');
      await userEvent.type(screen.getByLabelText('メール アドレス (必須)'), 'ada@example.com');
      await userEvent.selectOptions(screen.getByLabelText('リクエストの種類 (必須)'), 'bug');
      await userEvent.type(screen.getByLabelText('概要 (必須)'), 'ボードが表示されない');
      await userEvent.type(screen.getByLabelText('説明 (必須)'), '読み込みが終わりません。');
      await userEvent.click(screen.getByRole('button', { name: 'リクエストを送信' }));

      // Assert
      await waitFor(() => expect(sentConfirmation('リクエストを送信しました')).toHaveFocus());
      expect(screen.getByRole('button', { name: '別のリクエストを送信' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'サポート ホームに移動' })).toHaveAttribute('href', '/ja/');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('is the partner form on the partner page', () => {
    // Act
    const kind = supportFormKind(container('partner'));

    // Assert
    expect(kind).toBe('partner');
  });
});
