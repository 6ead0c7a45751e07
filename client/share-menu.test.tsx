import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReaderTools } from '../shared/components/ReaderTools';
import { installReaderTools } from './reader-tools';
import * as shareMenu from './share-menu';

const URL_TO_SHARE = 'https://support.example.com/jira/docs/create-a-board/';

function setUp(deps: { clipboard?: { writeText: jest.Mock }; share?: jest.Mock } = {}) {
  document.documentElement.lang = 'en-US';
  document.body.innerHTML =
    renderToStaticMarkup(
      <ReaderTools
        reader={{ readingTime: '1 min read', markdownUrl: '/x.md', shareUrl: URL_TO_SHARE }}
        title="Create a board"
      />,
    ) + '<a href="#after">After</a>';
  return installReaderTools(document, {
    clipboard: deps.clipboard,
    fetch: jest.fn(),
    share: deps.share,
    loadShareMenu: () => Promise.resolve(shareMenu),
  });
}

const button = () => screen.getByRole('button', { name: 'Share' });
const focusedName = () => document.activeElement?.textContent;

async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
}

describe('the Share menu', () => {
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  it('opens from the button with Enter on its first item, moves with the arrows, Home and End, and closes on Escape back to the button', async () => {
    remove = setUp({ clipboard: { writeText: jest.fn() } });
    button().focus();

    await userEvent.keyboard('{Enter}');
    await settle();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Share' })).toBeVisible();
    expect(focusedName()).toBe('Copy link');

    await userEvent.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Send by e-mail');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Copy link');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Send by e-mail');
    await userEvent.keyboard('{Home}');
    expect(focusedName()).toBe('Copy link');
    await userEvent.keyboard('{End}');
    expect(focusedName()).toBe('Send by e-mail');

    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('opens on its last item from ArrowUp on the button', async () => {
    remove = setUp({ clipboard: { writeText: jest.fn() } });
    button().focus();
    await userEvent.keyboard('{ArrowUp}');
    await settle();
    expect(focusedName()).toBe('Send by e-mail');
  });

  it('copies the page url from Copy link, says Link copied, and returns focus to the button', async () => {
    const clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
    remove = setUp({ clipboard });
    await userEvent.click(button());
    await settle();

    await userEvent.keyboard('{Enter}');
    await settle();

    expect(clipboard.writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent('Link copied');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button());
  });

  it('says so when copying fails', async () => {
    remove = setUp({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    await userEvent.click(button());
    await settle();
    await userEvent.keyboard('{Enter}');
    await settle();
    expect(document.querySelector('[data-reader-status]')).toHaveTextContent(/^Copying failed/);
  });

  it('offers the device share sheet only where the Web Share API exists, with the title and url', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    remove = setUp({ clipboard: { writeText: jest.fn() }, share });
    await userEvent.click(button());
    await settle();

    await userEvent.keyboard('{End}{Enter}');

    expect(share).toHaveBeenCalledWith({ title: 'Create a board', url: URL_TO_SHARE });
    expect(document.activeElement).toBe(button());
  });

  it('leaves out Copy link and the share sheet when the browser has neither API', async () => {
    remove = setUp();
    await userEvent.click(button());
    await settle();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Send by e-mail']);
    expect(focusedName()).toBe('Send by e-mail');
  });

  it('closes on a second click of the button, on Tab and on a click elsewhere', async () => {
    remove = setUp({ clipboard: { writeText: jest.fn() } });
    await userEvent.click(button());
    await settle();
    await userEvent.click(button());
    await settle();
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button());
    await settle();
    await userEvent.tab();
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button());
    await settle();
    await userEvent.click(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when focus moves out of it without a key, as a screen reader moves it, leaving focus there', async () => {
    remove = setUp({ clipboard: { writeText: jest.fn() } });
    button().focus();
    await userEvent.keyboard('{Enter}');
    await settle();
    const after = screen.getByRole('link', { name: 'After' });

    act(() => after.focus());

    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(after);
  });
});
