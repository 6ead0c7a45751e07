import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTrackSink, track } from '../../shared/analytics/track';
import { ANONYMOUS_ID_STORAGE_KEY } from '../../shared/search/anonymous-id';
import { createAppStore } from '../../shared/state/store';
import { CONSENT_STORAGE_KEY, startAnalytics } from './start';

type TestWindow = Window & { globalPrivacyControl?: boolean };

function fakeWindow(navigatorOverrides: Record<string, unknown> = {}) {
  const sent: string[] = [];
  const navigator = Object.create(window.navigator, {
    sendBeacon: { value: (_url: string, data: string) => sent.push(data) > 0 },
    ...Object.fromEntries(Object.entries(navigatorOverrides).map(([key, value]) => [key, { value }])),
  }) as Navigator;
  const fetch = jest.fn((_url: unknown, init: { body: string }) => {
    sent.push(init.body);
    return Promise.resolve({ status: 202, ok: true, headers: { get: () => null } });
  });
  const testWindow = new Proxy(window, {
    get(target, key) {
      if (key === 'navigator') return navigator;
      if (key === 'fetch') return fetch;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  }) as TestWindow;
  return { testWindow, sent, fetch };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setTrackSink(undefined);
  document.body.innerHTML = '';
});

afterEach(() => setTrackSink(undefined));

describe('starting analytics', () => {
  it('starts with an init event, a persistent anonymous id and a session id', async () => {
    // Arrange
    const { testWindow } = fakeWindow();
    const store = createAppStore();

    // Act
    const started = await startAnalytics({ window: testWindow, store, config: { analyticsConsent: false } });

    // Assert
    expect(started).toBe(true);
    expect(window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toMatch(/^[\w-]+$/);
    expect(window.sessionStorage.getItem('hc-analytics-session')).toMatch(/^[\w-]+$/);
  });

  it('sends nothing when Global Privacy Control is on', async () => {
    // Arrange
    const { testWindow, sent } = fakeWindow({ globalPrivacyControl: true });
    const received: unknown[] = [];

    // Act
    const started = await startAnalytics({
      window: testWindow,
      store: createAppStore(),
      config: { analyticsConsent: false },
    });
    track({ name: 'search.reset', attributes: {} });
    setTrackSink((event) => received.push(event));

    // Assert
    expect(started).toBe(false);
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toBeNull();
  });

  it('sends nothing when Do Not Track is on', async () => {
    // Arrange
    const { testWindow } = fakeWindow({ doNotTrack: '1' });

    // Act
    const started = await startAnalytics({
      window: testWindow,
      store: createAppStore(),
      config: { analyticsConsent: false },
    });

    // Assert
    expect(started).toBe(false);
  });

  it('asks for consent when it is required, and starts only after Accept, remembering the choice', async () => {
    // Arrange
    const { testWindow } = fakeWindow();
    const starting = startAnalytics({
      window: testWindow,
      store: createAppStore(),
      config: { analyticsConsent: true },
    });

    // Act
    const banner = await screen.findByRole('region', { name: 'Analytics' });
    const anonymousIdBefore = window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    // Assert
    expect(anonymousIdBefore).toBeNull();
    expect(await starting).toBe(true);
    expect(banner).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
  });

  it('sends nothing after Decline, and does not ask again', async () => {
    // Arrange
    const { testWindow } = fakeWindow();
    const starting = startAnalytics({
      window: testWindow,
      store: createAppStore(),
      config: { analyticsConsent: true },
    });

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const again = await startAnalytics({
      window: testWindow,
      store: createAppStore(),
      config: { analyticsConsent: true },
    });

    // Assert
    expect(await starting).toBe(false);
    expect(again).toBe(false);
    expect(screen.queryByRole('region', { name: 'Analytics' })).not.toBeInTheDocument();
  });
});
