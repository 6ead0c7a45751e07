import { installPrintLinkUrls } from './print-link-urls';

describe('installPrintLinkUrls', () => {
  it('writes the absolute url of each main-content link for the print stylesheet before printing', () => {
    const remove = installPrintLinkUrls(window);
    const main = document.createElement('main');
    main.innerHTML = '<a href="/jira/docs/boards/">Boards</a><a href="#intro">Intro</a>';
    const outside = document.createElement('a');
    outside.href = '/contact/';
    document.body.append(main, outside);
    try {
      window.dispatchEvent(new Event('beforeprint'));
      const [page, anchor] = main.querySelectorAll('a');
      expect(page).toHaveAttribute('data-print-href', `${window.location.origin}/jira/docs/boards/`);
      expect(anchor).not.toHaveAttribute('data-print-href');
      expect(outside).not.toHaveAttribute('data-print-href');
    } finally {
      remove();
      main.remove();
      outside.remove();
    }
  });

  it('stops writing urls once removed', () => {
    installPrintLinkUrls(window)();
    const main = document.createElement('main');
    main.innerHTML = '<a href="/jira/docs/boards/">Boards</a>';
    document.body.append(main);
    try {
      window.dispatchEvent(new Event('beforeprint'));
      expect(main.querySelector('a')).not.toHaveAttribute('data-print-href');
    } finally {
      main.remove();
    }
  });
});
