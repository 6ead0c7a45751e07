import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WasThisHelpful } from './WasThisHelpful';
import type { PageState } from '../state/page';
import { renderWithStore } from './render-with-store';
import { setTrackSink } from '../analytics/track';

describe('WasThisHelpful', () => {
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

  it('still thanks the visitor when recording the answer fails', async () => {
    // Arrange
    global.fetch = jest.fn(() => Promise.reject(new Error('offline')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithStore(<WasThisHelpful />, { entry: { id: 'entry-1', url: '/docs/a/' } as PageState['entry'] });

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback.');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('feedback was not recorded', expect.any(Error)));
    warn.mockRestore();
  });
});
