import { installReaderTools } from './reader-tools';

function setUp(clipboard: { writeText: jest.Mock } | undefined, fetch = jest.fn(), open = jest.fn()) {
  document.documentElement.lang = 'en-US';
  document.body.innerHTML = `
    <div class="hc-reader-tools">
      <button type="button" data-copy-markdown="/jira/docs/topic.md">Copy page as Markdown</button>
      <span role="status" aria-live="polite" data-reader-status></span>
    </div>
    <div class="hc-article-body">
      <h2 id="set-up">Set up<a class="heading-anchor" href="#set-up" data-heading-anchor aria-label="Copy link to this section"><span aria-hidden="true">#</span></a></h2>
    </div>`;
  return installReaderTools(document, { clipboard, fetch, open });
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 80));
}

describe('the reader tools', () => {
  afterEach(() => jest.useRealTimers());

  it('copy the absolute url of a heading from its anchor, which still moves to the heading, and say Link copied', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    const remove = setUp(clipboard);
    const anchor = document.querySelector<HTMLAnchorElement>('[data-heading-anchor]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    anchor.dispatchEvent(click);
    await settle();
    expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}#set-up`);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('Link copied');
    remove();
  });

  it('copy the Markdown twin from the button, and announce it', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve('# Topic\n') });
    const remove = setUp(clipboard, fetch);
    document.querySelector<HTMLButtonElement>('[data-copy-markdown]')!.click();
    await settle();
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/jira/docs/topic.md`);
    expect(clipboard.writeText).toHaveBeenCalledWith('# Topic\n');
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('Page copied as Markdown');
    // Seen as well as heard: the toast says the same, hidden from assistive technology.
    const toast = document.querySelector<HTMLElement>('.hc-toast');
    expect(toast).toHaveTextContent('Page copied as Markdown');
    expect(toast?.hidden).toBe(false);
    expect(toast).toHaveAttribute('aria-hidden', 'true');
    remove();
  });

  it('announce a failure when the Markdown page cannot be fetched', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    const remove = setUp(clipboard, jest.fn().mockResolvedValue({ ok: false, status: 503 }));
    document.querySelector<HTMLButtonElement>('[data-copy-markdown]')!.click();
    await settle();
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('Copying failed.');
    remove();
  });

  it('open the Markdown twin and leave heading anchors plain links without the Clipboard API', async () => {
    const fetch = jest.fn();
    const open = jest.fn();
    const remove = setUp(undefined, fetch, open);
    document.querySelector<HTMLButtonElement>('[data-copy-markdown]')!.click();
    expect(open).toHaveBeenCalledWith('/jira/docs/topic.md');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('[data-heading-anchor]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('');
    remove();
  });

  it('announce in Japanese on a Japanese page', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    const remove = setUp(clipboard);
    document.documentElement.lang = 'ja';
    document.querySelector<HTMLAnchorElement>('[data-heading-anchor]')!.click();
    await settle();
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('リンクをコピーしました');
    remove();
  });
});

describe('the reader tools listener', () => {
  it('loads the handlers only on the first use of a tool, and not for other clicks', async () => {
    document.documentElement.lang = 'en-US';
    document.body.innerHTML = `
      <p><a href="#elsewhere" id="plain">Plain link</a></p>
      <h2 id="set-up">Set up<a href="#set-up" data-heading-anchor aria-label="Copy link to this section">#</a></h2>`;
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    const loadHandlers = jest.fn(() => import('./reader-tools-handlers'));
    const remove = installReaderTools(document, { clipboard, fetch: jest.fn(), loadHandlers });

    document.querySelector<HTMLAnchorElement>('#plain')!.click();
    await settle();
    expect(loadHandlers).not.toHaveBeenCalled();

    document.querySelector<HTMLAnchorElement>('[data-heading-anchor]')!.click();
    await settle();
    expect(loadHandlers).toHaveBeenCalledTimes(1);
    expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}#set-up`);
    remove();
  });
});
