import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WasThisHelpful } from './WasThisHelpful';
import type { PageState } from '../state/page';
import { renderWithStore } from './render-with-store';
import { setTrackSink } from '../analytics/track';
import { FEEDBACK_ANSWERS_KEY } from './feedback-memory';

describe('WasThisHelpful', () => {
  beforeEach(() => {
    window.localStorage.clear();
    global.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 204, json: () => Promise.reject(new SyntaxError('no body')) } as Response),
    );
  });

  afterEach(async () => {
    // An answer still on its way ends inside this test, not in the next one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });

  it('asks the question with Yes and No and hides the reasons', () => {
    // Act
    renderWithStore(<WasThisHelpful />);

    // Assert
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: "It wasn't clear" })).not.toBeInTheDocument();
  });

  it('opens the reasons on No and thanks the visitor once a reason is picked', async () => {
    // Arrange
    renderWithStore(<WasThisHelpful />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    // Assert
    expect(screen.getByRole('button', { name: "It wasn't accurate" })).toBeVisible();
    expect(screen.getByRole('button', { name: "It wasn't relevant" })).toBeVisible();

    // Act
    await userEvent.click(screen.getByRole('button', { name: "It wasn't clear" }));

    // Assert
    expect(screen.queryByRole('button', { name: "It wasn't clear" })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
    // The list closed under the visitor's focus, which goes back to the answer it amends.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('marks Yes pressed and closes an open reasons list', async () => {
    // Arrange
    renderWithStore(<WasThisHelpful />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    // Assert
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: "It wasn't accurate" })).not.toBeInTheDocument();
  });

  it('records Yes, then a No at once, then the picked reason as an amendment of the same answer', async () => {
    // Arrange
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 } as Response));
    global.fetch = fetchMock;
    const tracked: unknown[] = [];
    // Events queued by earlier tests, before any sink, are dropped first.
    setTrackSink(undefined);
    setTrackSink((event) => tracked.push(event));
    renderWithStore(<WasThisHelpful />, { entry: { id: 'entry-1', url: '/docs/a/' } as PageState['entry'] });

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: "It wasn't clear" }));
    setTrackSink(undefined);
    // The answers are sent one after another: let the last one end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // Assert
    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>,
    );
    expect(fetchMock.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/gateway/api/feedback',
      '/gateway/api/feedback',
      '/gateway/api/feedback',
    ]);
    const answerId = bodies[0]!.answerId;
    expect(answerId).toMatch(/^[\w-]+$/);
    expect(bodies).toEqual([
      { entryId: 'entry-1', pageUrl: '/docs/a/', helpful: true, answerId },
      { entryId: 'entry-1', pageUrl: '/docs/a/', helpful: false, answerId },
      { entryId: 'entry-1', pageUrl: '/docs/a/', helpful: false, reason: 'unclear', answerId },
    ]);
    expect(tracked).toEqual([
      { name: 'feedback.clicked', attributes: { answer: 'yes', reason: undefined } },
      { name: 'feedback.clicked', attributes: { answer: 'no', reason: undefined } },
      { name: 'feedback.clicked', attributes: { answer: 'no', reason: 'unclear' } },
    ]);
  });

  describe('after a reload', () => {
    const page = { entry: { id: 'set-space-permissions', url: '/docs/a/' } as PageState['entry'] };
    const stored = () =>
      JSON.parse(window.localStorage.getItem(FEEDBACK_ANSWERS_KEY) ?? '{}') as Record<string, string>;
    // Let the answer's request and its chunk's import end.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    it('remembers an answer once the server took it, and the changed answer after it', async () => {
      // Arrange
      renderWithStore(<WasThisHelpful />, page);

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await settle();
      const afterYes = stored();
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      await settle();

      // Assert
      expect(afterYes).toEqual({ 'set-space-permissions': 'yes' });
      expect(stored()).toEqual({ 'set-space-permissions': 'no' });
    });

    it('shows the answer given before as pressed without thanks, and only thanks when it is pressed again', async () => {
      // Arrange
      window.localStorage.setItem(FEEDBACK_ANSWERS_KEY, JSON.stringify({ 'set-space-permissions': 'yes' }));
      renderWithStore(<WasThisHelpful />, page);
      const yes = screen.getByRole('button', { name: 'Yes' });
      const pressedBefore = yes.getAttribute('aria-pressed');
      const statusBefore = screen.getByRole('status').textContent;

      // Act
      await userEvent.click(yes);
      await settle();

      // Assert
      expect(pressedBefore).toBe('true');
      expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
      expect(yes).toHaveAttribute('aria-pressed', 'true');
      expect(statusBefore).toBe('');
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
      expect(global.fetch).not.toHaveBeenCalled();
    });

    it('sends a changed answer: No after a remembered Yes, opening the reasons', async () => {
      // Arrange
      window.localStorage.setItem(FEEDBACK_ANSWERS_KEY, JSON.stringify({ 'set-space-permissions': 'yes' }));
      renderWithStore(<WasThisHelpful />, page);

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      await settle();

      // Assert
      const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toMatchObject({ entryId: 'set-space-permissions', helpful: false });
      expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: "It wasn't clear" })).toBeVisible();
    });

    it("does not remember an answer the server refused, and leaves other pages' answers alone", async () => {
      // Arrange
      window.localStorage.setItem(FEEDBACK_ANSWERS_KEY, JSON.stringify({ 'restrict-a-page': 'no' }));
      global.fetch = jest.fn(() =>
        Promise.resolve({
          ok: false,
          status: 400,
          headers: { get: () => null },
          json: () => Promise.resolve({ error: 'entryId: is required' }),
        } as unknown as Response),
      );
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderWithStore(<WasThisHelpful />, page);

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await settle();

      // Assert
      expect(stored()).toEqual({ 'restrict-a-page': 'no' });
      jest.restoreAllMocks();
    });
  });

  describe('when the answer cannot be saved at once', () => {
    const answered = (status: number, headers: Record<string, string> = {}) =>
      ({
        ok: status < 300,
        status,
        headers: { get: (name: string) => headers[name] ?? null },
        json: () => Promise.reject(new SyntaxError('no body')),
      }) as unknown as Response;
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
    const sent = () =>
      fetchMock.mock.calls.map(([, init]) => ({
        key: (init.headers as Record<string, string>)['Idempotency-Key'],
        body: JSON.parse(init.body as string) as Record<string, unknown>,
      }));
    const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const advance = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };

    beforeEach(() => {
      jest.useFakeTimers();
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock = jest.fn();
      global.fetch = fetchMock as unknown as typeof fetch;
      renderWithStore(<WasThisHelpful />, { entry: { id: 'entry-1', url: '/docs/a/' } as PageState['entry'] });
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('keeps the answer, says it will try again, and thanks the visitor once the retry with the same key lands', async () => {
      // Arrange
      fetchMock.mockImplementationOnce(offline).mockResolvedValue(answered(204));

      // Act
      await user().click(screen.getByRole('button', { name: 'Yes' }));
      await advance(0);

      // Assert
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't save your answer yet. We'll try again in a moment.",
      );
      expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Act
      await advance(1000);

      // Assert
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
      const [first, retry] = sent();
      expect(retry).toEqual(first);
      expect(first!.key).toMatch(/^[\w-]{8,}$/);
    });

    it('waits as long as Retry-After asks after a 503 before it sends the answer again', async () => {
      // Arrange
      fetchMock.mockResolvedValueOnce(answered(503, { 'Retry-After': '7' })).mockResolvedValue(answered(204));

      // Act
      await user().click(screen.getByRole('button', { name: 'Yes' }));
      await advance(6900);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent("We couldn't save your answer yet.");

      // Act
      await advance(100);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
    });

    it('retries a 429 as well, and stops after three retries, saying so and offering Try again', async () => {
      // Arrange
      fetchMock.mockResolvedValueOnce(answered(429, { 'Retry-After': '1' })).mockImplementation(offline);

      // Act
      await user().click(screen.getByRole('button', { name: 'Yes' }));
      await advance(1000 + 4000 + 15_000);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(screen.getByRole('status')).toHaveTextContent("We couldn't save your answer. Please try again.");
      await advance(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(4);

      // Act
      fetchMock.mockResolvedValue(answered(204));
      await user().click(screen.getByRole('button', { name: 'Try again' }));
      await advance(0);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(5);
      expect(new Set(sent().map((call) => call.key)).size).toBe(1);
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('sends a reason picked while the No waits for its retry in place of the No, under a key of its own', async () => {
      // Arrange
      fetchMock.mockResolvedValueOnce(answered(503, { 'Retry-After': '5' })).mockResolvedValue(answered(204));
      const clicks = user();

      // Act
      await clicks.click(screen.getByRole('button', { name: 'No' }));
      await advance(0);
      // The No's wait ends at once and the reason is sent within the same act.
      await act(async () => {
        await clicks.click(screen.getByRole('button', { name: "It wasn't clear" }));
        await jest.advanceTimersByTimeAsync(30_000);
      });

      // Assert
      const calls = sent();
      expect(calls.map((call) => call.body.reason)).toEqual([undefined, 'unclear']);
      expect(calls[0]!.key).not.toBe(calls[1]!.key);
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
    });

    it('does not retry an answer the server refused, since sending it again cannot change that', async () => {
      // Arrange
      fetchMock.mockResolvedValue(answered(400));

      // Act
      await user().click(screen.getByRole('button', { name: 'Yes' }));
      await advance(30_000);

      // Assert
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
    });
  });
});
