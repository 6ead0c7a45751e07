import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTrackSink } from '../../shared/analytics/track';
import { createAppStore } from '../../shared/state/store';
import { CONSENT_STORAGE_KEY, startAnalyticsWhenAllowed, type AnalyticsWindow } from './gate';

function windowWith(navigatorOverrides: Record<string, unknown> = {}): AnalyticsWindow {
  const navigator = Object.create(window.navigator, {
    ...Object.fromEntries(Object.entries(navigatorOverrides).map(([key, value]) => [key, { value }])),
  }) as Navigator;
  const proxied: AnalyticsWindow = new Proxy(window, {
    get(target, key) {
      if (key === 'navigator') return navigator;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return proxied;
}

/** Loaders that record what was fetched, with the real banner and a sender that only says it started. */
function loaders() {
  const loaded: string[] = [];
  const startSending = jest.fn(() => true);
  return {
    loaded,
    startSending,
    loadConsent: () => {
      loaded.push('analytics-consent');
      return import('./consent');
    },
    loadSender: () => {
      loaded.push('analytics');
      return Promise.resolve({ startSending });
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
  setTrackSink(undefined);
});

describe('the analytics gate', () => {
  it('loads the sender and nothing else when consent is not required', async () => {
    const { loaded, startSending, ...load } = loaders();

    const started = await startAnalyticsWhenAllowed({
      window: windowWith(),
      store: createAppStore(),
      config: { analyticsConsent: false },
      ...load,
    });

    expect(started).toBe(true);
    expect(loaded).toEqual(['analytics']);
    expect(startSending).toHaveBeenCalledTimes(1);
  });

  it('loads no analytics code at all under Global Privacy Control or Do Not Track', async () => {
    for (const navigator of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const { loaded, ...load } = loaders();

      const started = await startAnalyticsWhenAllowed({
        window: windowWith(navigator),
        store: createAppStore(),
        config: { analyticsConsent: true },
        ...load,
      });

      expect(started).toBe(false);
      expect(loaded).toEqual([]);
    }
  });

  it('shows the banner without the sender while the visitor has not decided, and loads the sender after Accept', async () => {
    const { loaded, startSending, ...load } = loaders();
    const starting = startAnalyticsWhenAllowed({
      window: windowWith(),
      store: createAppStore(),
      config: { analyticsConsent: true },
      ...load,
    });

    await screen.findByRole('region', { name: 'Analytics' });
    expect(loaded).toEqual(['analytics-consent']);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await starting).toBe(true);
    expect(loaded).toEqual(['analytics-consent', 'analytics']);
    expect(startSending).toHaveBeenCalledTimes(1);
  });

  it('never loads the sender after Decline, nor on a later page', async () => {
    const { loaded, ...load } = loaders();
    const starting = startAnalyticsWhenAllowed({
      window: windowWith(),
      store: createAppStore(),
      config: { analyticsConsent: true },
      ...load,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const later = loaders();
    const again = await startAnalyticsWhenAllowed({
      window: windowWith(),
      store: createAppStore(),
      config: { analyticsConsent: true },
      loadConsent: later.loadConsent,
      loadSender: later.loadSender,
    });

    expect(await starting).toBe(false);
    expect(again).toBe(false);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect(loaded).toEqual(['analytics-consent']);
    expect(later.loaded).toEqual([]);
  });

  it('loads the sender straight away for a visitor who accepted before', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    const { loaded, ...load } = loaders();

    const started = await startAnalyticsWhenAllowed({
      window: windowWith(),
      store: createAppStore(),
      config: { analyticsConsent: true },
      ...load,
    });

    expect(started).toBe(true);
    expect(loaded).toEqual(['analytics']);
  });
});
