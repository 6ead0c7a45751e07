import { use } from 'react';
import type { HeaderMenusFile } from '../../types/page';
import { DropdownContent } from './DropdownContent';
import { MenuPageLink, type HeaderPanelProps } from './HeaderPanel';

/**
 * One request per file and page: every panel reads the same lists. A failed request stays failed
 * for the page's life (the panels then link to the menus' pages) rather than being asked again on
 * every render while React waits for it.
 */
const files = new Map<string, Promise<HeaderMenusFile | null>>();

function menusFile(url: string): Promise<HeaderMenusFile | null> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<HeaderMenusFile>) : null))
      .catch(() => null);
    files.set(url, file);
  }
  return file;
}

/**
 * A panel's content from the header's lists: the view's own, or (when the embedded state left them
 * out) those of the immutable menus file it names, fetched on the first open.
 */
export function MenuPanelContent({ item, header, locale, idPrefix, onChoose }: HeaderPanelProps) {
  const lists = header.menusFile === undefined ? header : use(menusFile(header.menusFile));
  if (lists === null) return <MenuPageLink item={item} locale={locale} />;
  return (
    <DropdownContent
      type={item.type}
      header={{ ...header, ...lists }}
      locale={locale}
      idPrefix={idPrefix}
      onChoose={onChoose}
    />
  );
}
