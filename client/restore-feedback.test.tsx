import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { FEEDBACK_ANSWERS_KEY } from '../shared/components/feedback-memory';
import { makeStore } from '../shared/components/render-with-store';
import { WasThisHelpful } from '../shared/components/WasThisHelpful';
import { LocaleProvider } from '../shared/i18n/locale';
import type { PageState } from '../shared/state/page';
import { restoreFeedbackAnswer } from './restore-feedback';

const ENTRY = 'set-space-permissions';

describe('restoreFeedbackAnswer', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  const page = () => (
    <Provider store={makeStore({ entry: { id: ENTRY, url: '/docs/a/' } as PageState['entry'] })}>
      <LocaleProvider locale="en-US">
        <WasThisHelpful />
      </LocaleProvider>
    </Provider>
  );

  beforeEach(() => {
    window.localStorage.clear();
    // The server's markup: rendered before this browser's answer is read, as on the server.
    container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 204 } as Response));
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const remember = (answers: Record<string, unknown>) =>
    window.localStorage.setItem(FEEDBACK_ANSWERS_KEY, JSON.stringify(answers));
  const pressed = () =>
    [...container.querySelectorAll('.hc-helpful__answers > button')].map((button) =>
      button.getAttribute('aria-pressed'),
    );

  it("presses the answer this browser gave the page before, in the server's markup", () => {
    // Arrange
    remember({ [ENTRY]: 'no', 'restrict-a-page': 'yes' });

    // Act
    restoreFeedbackAnswer(container, ENTRY, window);

    // Assert
    expect(pressed()).toEqual(['false', 'true']);
  });

  it.each([
    ['no answer for the page', { 'restrict-a-page': 'yes' }],
    ['an answer it does not know', { [ENTRY]: 'maybe' }],
  ])('leaves the block as the server rendered it for %s', (_case, answers) => {
    // Arrange
    remember(answers);

    // Act
    restoreFeedbackAnswer(container, ENTRY, window);

    // Assert
    expect(pressed()).toEqual(['false', 'false']);
  });

  it('leaves the block alone when storage holds no JSON or cannot be read', () => {
    // Arrange
    window.localStorage.setItem(FEEDBACK_ANSWERS_KEY, '{not json');
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };

    // Act
    restoreFeedbackAnswer(container, ENTRY, window);
    restoreFeedbackAnswer(container, ENTRY, blocked);

    // Assert
    expect(pressed()).toEqual(['false', 'false']);
  });

  it('is hydrated over without a mismatch, and a Yes pressed again after it sends nothing', async () => {
    // Arrange
    remember({ [ENTRY]: 'yes' });
    restoreFeedbackAnswer(container, ENTRY, window);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));

    // Act
    await act(() => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
      return Promise.resolve();
    });
    consoleError.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    // Assert
    expect(errors).toEqual([]);
    expect(pressed()).toEqual(['true', 'false']);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
