import { installCreditsConsoleFunction } from './credits';

const credits = {
  title: 'Made by',
  team: [
    { name: 'Ada Lovelace', role: 'Engineering' },
    { name: 'Grace Hopper', role: 'Design' },
  ],
};

function mockReducedMotion(reduced: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }),
  });
}

const overlay = () => document.querySelector('.hc-credits');
const spaceship = () => document.querySelector('.hc-credits__spaceship');
const panel = () => document.querySelector('.hc-credits__panel');

describe('installCreditsConsoleFunction', () => {
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });

  afterEach(() => {
    uninstall();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('defines a global console function and removes it on uninstall', () => {
    uninstall = installCreditsConsoleFunction(window, credits);
    expect(typeof window.showCredits).toBe('function');
    uninstall();
    expect(window.showCredits).toBeUndefined();
  });

  it('shows a spaceship for 3 s, fades the credits in after 0.5 s, hides them after 15 s and removes them 2.5 s later', () => {
    uninstall = installCreditsConsoleFunction(window, credits);
    window.showCredits?.();
    expect(spaceship()).not.toBeNull();
    expect(panel()).toBeNull();

    jest.advanceTimersByTime(2999);
    expect(spaceship()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(spaceship()).toBeNull();
    expect(panel()).not.toBeNull();
    expect(panel()).not.toHaveClass('hc-credits__panel--visible');

    jest.advanceTimersByTime(500);
    expect(panel()).toHaveClass('hc-credits__panel--visible');
    expect(Array.from(document.querySelectorAll('.hc-credits__name')).map((node) => node.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(document.querySelector('.hc-credits__title')).toHaveTextContent('Made by');

    jest.advanceTimersByTime(14999);
    expect(panel()).toHaveClass('hc-credits__panel--visible');
    jest.advanceTimersByTime(1);
    expect(panel()).not.toHaveClass('hc-credits__panel--visible');
    expect(overlay()).not.toBeNull();

    jest.advanceTimersByTime(2499);
    expect(overlay()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
  });

  it('ignores a second call while the credits are running, and runs again afterwards', () => {
    uninstall = installCreditsConsoleFunction(window, credits);
    window.showCredits?.();
    window.showCredits?.();
    expect(document.querySelectorAll('.hc-credits')).toHaveLength(1);
    jest.advanceTimersByTime(3000 + 500 + 15000 + 2500);
    expect(overlay()).toBeNull();
    window.showCredits?.();
    expect(overlay()).not.toBeNull();
  });

  it('shows the credits at once without spaceship or fade when reduced motion is preferred', () => {
    mockReducedMotion(true);
    uninstall = installCreditsConsoleFunction(window, credits);
    window.showCredits?.();
    expect(spaceship()).toBeNull();
    expect(overlay()).toHaveClass('hc-credits--reduced-motion');
    expect(panel()).toHaveClass('hc-credits__panel--visible');
    jest.advanceTimersByTime(14999);
    expect(overlay()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
  });
});
