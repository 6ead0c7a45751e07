/**
 * The Share menu of article pages (shared/components/ReaderTools.tsx), a WAI-ARIA menu button: the
 * button opens the menu with the first item focused (the last with ArrowUp); in the menu the arrows,
 * Home and End move, Escape closes it and returns focus to the button, Tab, a click elsewhere and
 * focus moving out of it close it. 'Copy link' copies the page's url, 'Send by e-mail' is the mailto: url of the link shown
 * without JavaScript, and 'More ways to share…' opens the device's share sheet; each returns focus to
 * the button. Items whose API the browser lacks are left out. Loaded by client/reader-tools-handlers.ts on the
 * first press of the button, and builds the menu then, so pages that never share pay nothing for it.
 */
import { closeOutside } from '../shared/components/close-outside';
import { announce, labelsOf } from './reader-tools-handlers';

export interface ShareMenuDeps {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  share?: ((data: ShareData) => Promise<void>) | undefined;
}

export type ShareMenuFocus = 'first' | 'last';

const MENU_ID = 'hc-share-menu';

function itemsOf(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

function isOpen(button: HTMLElement): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

function close(button: HTMLElement, menu: HTMLElement, returnFocus: boolean): void {
  menu.hidden = true;
  button.setAttribute('aria-expanded', 'false');
  if (returnFocus) button.focus();
}

/** Opens the menu of `button` (building it the first time), or closes it when open and `toggle` is set. */
export function openShareMenu(button: HTMLElement, focus: ShareMenuFocus, deps: ShareMenuDeps, toggle = false): void {
  const menu = button.ownerDocument.getElementById(MENU_ID) ?? build(button, deps);
  if (toggle && isOpen(button)) {
    close(button, menu, true);
    return;
  }
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  const items = itemsOf(menu);
  (focus === 'first' ? items[0] : items.at(-1))?.focus();
}

function build(button: HTMLElement, deps: ShareMenuDeps): HTMLElement {
  const document = button.ownerDocument;
  const labels = labelsOf(document);
  const url = button.dataset.shareUrl ?? document.location.href;
  const title = button.dataset.shareTitle ?? document.title;
  const mailto = button.parentElement?.querySelector<HTMLAnchorElement>('a.hc-share__fallback')?.href;

  const menu = document.createElement('ul');
  menu.id = MENU_ID;
  menu.className = 'hc-share__menu';
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-labelledby', button.id);
  menu.hidden = true;
  const add = (tag: 'a' | 'button', label: string, action: string) => {
    const item = document.createElement('li');
    item.setAttribute('role', 'none');
    const control = document.createElement(tag);
    if (control instanceof HTMLButtonElement) control.type = 'button';
    control.className = 'hc-share__item';
    control.setAttribute('role', 'menuitem');
    control.tabIndex = -1;
    control.dataset.shareAction = action;
    control.textContent = label;
    item.append(control);
    menu.append(item);
    return control;
  };
  if (deps.clipboard) add('button', labels.shareCopyLink, 'copy');
  if (mailto) (add('a', labels.shareByEmail, 'email') as HTMLAnchorElement).href = mailto;
  if (deps.share) add('button', labels.shareMore, 'native');
  button.after(menu);
  button.setAttribute('aria-controls', MENU_ID);

  menu.addEventListener('keydown', (event) => {
    const items = itemsOf(menu);
    const current = items.indexOf(event.target as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(current + 1);
        break;
      case 'ArrowUp':
        move(current - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(button, menu, true);
        break;
      case 'Tab':
        close(button, menu, false);
        break;
      case ' ':
        // Space activates a link item as it does a button.
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        break;
      default:
    }
  });

  menu.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-action]') : null;
    if (!item) return;
    const action = item.dataset.shareAction;
    // The e-mail link goes on to the mail program; the menu closes behind it.
    close(button, menu, true);
    if (action === 'copy') {
      deps.clipboard?.writeText(url).then(
        () => announce(document, labels.linkCopied),
        () => announce(document, labels.linkCopyFailed),
      );
    } else if (action === 'native') {
      // A dismissed share sheet rejects with AbortError; there is nothing to say about it.
      deps.share?.({ title, url }).catch(() => undefined);
    }
  });

  // A click or tap outside the button and its menu, or focus moved out of them (a screen reader's
  // cursor or the '/' shortcut, as well as Tab), closes the menu where focus is, as the header's own
  // menus and the version list do: so opening a header menu closes it.
  closeOutside(button.parentElement ?? button, () => {
    if (isOpen(button)) close(button, menu, false);
  });
  return menu;
}
