import { installLazyCredits } from './credits-loader';
import * as creditsModule from '../shared/components/chrome/credits';

const credits = { title: 'Made by', team: [{ name: 'Ada', role: 'Engineer' }] };

describe('the lazily loaded credits screen', () => {
  afterEach(() => {
    delete window.showCredits;
    document.body.innerHTML = '';
  });

  it('defines showCredits at once but loads the screen only when it is first called', async () => {
    const load = jest.fn(() => Promise.resolve(creditsModule));

    installLazyCredits(window, credits, load);

    expect(typeof window.showCredits).toBe('function');
    expect(load).not.toHaveBeenCalled();
    window.showCredits?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.hc-credits')?.getAttribute('aria-label')).toBe('Made by');
  });
});
