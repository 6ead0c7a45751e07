import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { DeploymentSwitchView, VersionOption } from '../types/pages/common';
import { fill, useMessages } from '../i18n/messages';
import { swapAfterPress, useSpaceAcrossSwap } from './after-press';
import { closeOutside } from './close-outside';
import { useEnhanced } from './Enhanced';
import { FocusAcrossSwap } from './FocusAcrossSwap';
import { FOCUSABLE, rovingTarget } from './roving-focus';
import type { MissingPage } from './UnableToFindPageDialog';
import './DeploymentSwitch.css';

// A visitor opens the dialog only by choosing a version without this page, so its code is fetched
// then, or as soon as a version list with such a version opens, never with the page
// (docs/adr/021-javascript-budget.md).
const loadDialog = () => import(/* webpackChunkName: "lazy-missing-page" */ './UnableToFindPageDialog');
const UnableToFindPageDialog = lazy(() => loadDialog().then((module) => ({ default: module.UnableToFindPageDialog })));

/**
 * An edition the product does not have: its name as text, set apart from the choices, and said to be
 * unavailable to assistive technology, so nobody takes it for a control.
 */
function Unavailable({ edition, note }: { edition: string; note: string }) {
  return (
    <span className="hc-deployment-switch__option hc-deployment-switch__option--unavailable">
      {edition}
      <span className="hc-visually-hidden">{` (${note})`}</span>
    </span>
  );
}

/**
 * Cloud / Data Center switch: a Cloud link, and either a Data Center version menu or a single
 * server link. A version without this page opens the 'Unable to find page' dialog.
 *
 * Before hydration (and for visitors without JavaScript) every choice is a link: the version menu
 * is a native `<details>`, and a version without this page links to that version's docs home (the
 * dialog's Browse action), or to the search when there is none. Hydration swaps in the scripted
 * controls in the same boxes.
 *
 * The switch is hydrated only when the visitor turns to it (docs/adr/045-hydration-on-intent.md), so
 * by the swap they may have opened the native menu or have focus on one of its controls: the swap
 * reads both from the server form and carries them over, so the menu stays open and focus stays in
 * the same place.
 */
export function DeploymentSwitch({ view }: { view: DeploymentSwitchView }) {
  const labels = useMessages().page;
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [missing, setMissing] = useState<MissingPage | null>(null);
  const returnFocusRef = useRef<HTMLButtonElement | null>(null);
  const dataCenter = view.dataCenter;
  const isCloud = view.current === 'Cloud';
  const enhanced = useEnhanced();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The scripted form, once the server form has been read (it stays until then).
  const [scripted, setScripted] = useState(false);
  const listsMissingVersion = dataCenter.kind === 'versions' && dataCenter.versions.some((option) => !option.url);

  // Read in a layout effect and swapped in the same task, so no event of the visitor's falls between.
  // Focus goes across the swap with FocusAcrossSwap below: each control of the scripted form has the
  // class and the place of the one it replaces (the Cloud link, the menu's toggle and its versions, or
  // the single Data Center choice). A pointer held down in the switch (often the press that fetched
  // its code) is let go first: replacing the summary under it would lose its click, so the release
  // toggles the native menu and the swap, in the task after, carries it open.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!enhanced || !root) return undefined;
    return swapAfterPress(root, () => {
      setMenuOpen(root.querySelector('details')?.open ?? false);
      setScripted(true);
    });
  }, [enhanced]);
  // A Space pressed on the summary and released after the swap comes up on the toggle that replaced
  // it, which the browser does not click: the toggle's first key event, if that is Space coming up,
  // is the click.
  const spaceAcrossSwap = useSpaceAcrossSwap(() => setMenuOpen((open) => !open));

  // The open version list is a popup (WAI-ARIA menu button): Escape closes it and returns focus to its
  // toggle, from anywhere (Safari leaves focus on the page, not the toggle, after a click); a click or
  // tap outside it, or focus moving out of it, closes it where focus is. So opening a header menu,
  // with the pointer or the keyboard, closes it: one popup is open at a time.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menuOpen || !menu) return;
    const onKeyDown = (event: { key: string }) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menu.querySelector('button')?.focus();
    };
    const stopOutside = closeOutside(menu, () => setMenuOpen(false));
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopOutside();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  useEffect(() => {
    // A failed fetch is tried again when the dialog is rendered.
    if (menuOpen && listsMissingVersion) loadDialog().catch(() => undefined);
  }, [menuOpen, listsMissingVersion]);

  const openMissing = (page: MissingPage, trigger: HTMLButtonElement | null) => {
    returnFocusRef.current = trigger;
    setMenuOpen(false);
    setMissing(page);
  };
  const closeMissing = () => {
    setMissing(null);
    returnFocusRef.current?.focus();
  };
  const versionItem = (option: VersionOption) => {
    const label = fill(labels.dataCenterVersion, { version: option.number });
    const current = dataCenter.kind === 'versions' && !isCloud && dataCenter.currentVersion === option.number;
    return (
      <li key={option.number}>
        {option.url || !scripted ? (
          <a
            className="hc-deployment-switch__version"
            href={option.url ?? option.browseUrl ?? option.searchUrl}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </a>
        ) : (
          <button
            type="button"
            className="hc-deployment-switch__version"
            onClick={() =>
              openMissing(
                { version: option.number, searchUrl: option.searchUrl, browseUrl: option.browseUrl },
                document.getElementById(`${menuId}-toggle`) as HTMLButtonElement | null,
              )
            }
          >
            {label}
          </button>
        )}
      </li>
    );
  };

  const currentVersion = dataCenter.kind === 'versions' ? dataCenter.currentVersion : undefined;
  const toggleLabel =
    !isCloud && currentVersion ? fill(labels.dataCenterVersion, { version: currentVersion }) : labels.dataCenter;
  const focusVersion = (list: HTMLElement, pick: (count: number) => number) => {
    const items = [...list.querySelectorAll<HTMLElement>(FOCUSABLE)];
    items[pick(items.length)]?.focus();
  };
  // The open version list is a vertical list: Up and Down move between versions and wrap, Home and
  // End jump to the ends (Escape is the effect's above).
  const onVersionsKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const index = items.findIndex((item) => item === document.activeElement);
    const target = rovingTarget(event.key, Math.max(index, 0), items.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    focusVersion(event.currentTarget, () => target);
  };
  return (
    <FocusAcrossSwap swapped={scripted} root={rootRef}>
      <div ref={rootRef} className="hc-deployment-switch" role="group" aria-label={labels.deployment}>
        {view.cloudUrl ? (
          <a className="hc-deployment-switch__option" href={view.cloudUrl} aria-current={isCloud ? 'page' : undefined}>
            {labels.cloud}
          </a>
        ) : isCloud ? (
          <span className="hc-deployment-switch__option" aria-current="page">
            {labels.cloud}
          </span>
        ) : (
          <Unavailable edition={labels.cloud} note={labels.editionUnavailable} />
        )}
        {dataCenter.kind === 'none' ? (
          <Unavailable edition={labels.dataCenter} note={labels.editionUnavailable} />
        ) : dataCenter.kind === 'versions' && !scripted ? (
          // The visitor may open it before the switch is hydrated: the attribute is theirs then.
          <details className="hc-deployment-switch__menu" suppressHydrationWarning>
            <summary className="hc-deployment-switch__option" aria-current={isCloud ? undefined : 'page'}>
              {toggleLabel}
            </summary>
            <ul className="hc-deployment-switch__versions" aria-label={labels.chooseVersion}>
              {dataCenter.versions.map(versionItem)}
            </ul>
          </details>
        ) : dataCenter.kind === 'versions' ? (
          <div ref={menuRef} className="hc-deployment-switch__menu">
            <button
              id={`${menuId}-toggle`}
              type="button"
              className="hc-deployment-switch__option"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-current={isCloud ? undefined : 'page'}
              onClick={() => setMenuOpen((open) => !open)}
              onKeyUp={spaceAcrossSwap.onKeyUp}
              onBlur={spaceAcrossSwap.onBlur}
              onKeyDown={(event) => {
                spaceAcrossSwap.onKeyDown();
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const last = event.key === 'ArrowUp';
                  // Commit the open list first: a hidden list's items cannot take focus.
                  flushSync(() => setMenuOpen(true));
                  const list = document.getElementById(menuId);
                  if (list) focusVersion(list, (count) => (last ? count - 1 : 0));
                }
              }}
            >
              {toggleLabel}
            </button>
            <ul
              id={menuId}
              className="hc-deployment-switch__versions"
              hidden={!menuOpen}
              aria-label={labels.chooseVersion}
              onKeyDown={onVersionsKeyDown}
            >
              {dataCenter.versions.map(versionItem)}
            </ul>
          </div>
        ) : dataCenter.url || (!scripted && isCloud) ? (
          <a
            className="hc-deployment-switch__option"
            href={dataCenter.url ?? view.searchUrl}
            aria-current={isCloud ? undefined : 'page'}
          >
            {labels.dataCenter}
          </a>
        ) : (
          <button
            type="button"
            className="hc-deployment-switch__option"
            aria-current={isCloud ? undefined : 'page'}
            onClick={(event) => {
              if (!isCloud) return;
              openMissing({ searchUrl: view.searchUrl }, event.currentTarget);
            }}
          >
            {labels.dataCenter}
          </button>
        )}
        {missing && (
          <Suspense fallback={null}>
            <UnableToFindPageDialog missing={missing} onClose={closeMissing} />
          </Suspense>
        )}
      </div>
    </FocusAcrossSwap>
  );
}
