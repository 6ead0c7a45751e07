/**
 * The hidden credits screen, opened from the browser console with `showCredits()`. It is built
 * with plain DOM calls: it never renders on the server and must not disturb the hydrated tree.
 */
import {
  CREDITS_FADE_IN_DELAY_MS,
  CREDITS_REMOVE_DELAY_MS,
  CREDITS_SPACESHIP_MS,
  CREDITS_VISIBLE_MS,
} from '../../constants';
import type { CreditsView } from '../../types/page';
import './Credits.css';

export const CREDITS_FUNCTION_NAME = 'showCredits';

declare global {
  interface Window {
    showCredits?: () => void;
  }
}

function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function creditsElement(doc: Document, credits: CreditsView): HTMLElement {
  const panel = doc.createElement('div');
  panel.className = 'hc-credits__panel';
  const title = doc.createElement('h2');
  title.className = 'hc-credits__title';
  title.textContent = credits.title;
  const list = doc.createElement('ul');
  list.className = 'hc-credits__team';
  for (const member of credits.team) {
    const item = doc.createElement('li');
    item.className = 'hc-credits__member';
    const name = doc.createElement('span');
    name.className = 'hc-credits__name';
    name.textContent = member.name;
    const role = doc.createElement('span');
    role.className = 'hc-credits__role';
    role.textContent = member.role;
    item.append(name, role);
    list.append(item);
  }
  panel.append(title, list);
  return panel;
}

/**
 * Defines `window.showCredits`: a spaceship for 3 s, then the credits, fading in after 0.5 s,
 * hidden after 15 s and removed 2.5 s later. With reduced motion there is no spaceship and no
 * fade: the credits show at once for 15 s. Returns a function that removes the global again.
 */
export function installCreditsConsoleFunction(win: Window, credits: CreditsView): () => void {
  const doc = win.document;
  let running = false;

  const show = () => {
    if (running) return;
    running = true;
    const reduced = prefersReducedMotion(win);
    const overlay = doc.createElement('div');
    overlay.className = reduced ? 'hc-credits hc-credits--reduced-motion' : 'hc-credits';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', credits.title);
    doc.body.append(overlay);

    const finish = () => {
      overlay.remove();
      running = false;
    };

    if (reduced) {
      const panel = creditsElement(doc, credits);
      panel.classList.add('hc-credits__panel--visible');
      overlay.append(panel);
      win.setTimeout(finish, CREDITS_VISIBLE_MS);
      return;
    }

    const spaceship = doc.createElement('div');
    spaceship.className = 'hc-credits__spaceship';
    spaceship.setAttribute('aria-hidden', 'true');
    overlay.append(spaceship);

    win.setTimeout(() => {
      spaceship.remove();
      const panel = creditsElement(doc, credits);
      overlay.append(panel);
      win.setTimeout(() => {
        panel.classList.add('hc-credits__panel--visible');
        win.setTimeout(() => {
          panel.classList.remove('hc-credits__panel--visible');
          win.setTimeout(finish, CREDITS_REMOVE_DELAY_MS);
        }, CREDITS_VISIBLE_MS);
      }, CREDITS_FADE_IN_DELAY_MS);
    }, CREDITS_SPACESHIP_MS);
  };

  win[CREDITS_FUNCTION_NAME] = show;
  return () => {
    if (win[CREDITS_FUNCTION_NAME] === show) delete win[CREDITS_FUNCTION_NAME];
  };
}
