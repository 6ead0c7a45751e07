import { use } from 'react';
import { DropdownContent } from './DropdownContent';
import { MenuPageLink, menusFile, type HeaderPanelProps } from './HeaderPanel';

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
