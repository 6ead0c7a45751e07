import { useId, type CSSProperties } from 'react';
import { DROPDOWN_CARD_ICON_SIZE } from '../../constants';
import { message } from '../../i18n/messages';
import type { DropdownType } from '../../state/chrome';
import type { HtmlLang, Locale } from '../../types/content';
import type { HeaderView, LinkView, MenuView, ResourceCardView } from '../../types/page';
import { ProductsMenu, StandaloneProducts } from './ProductsMenu';
import './DropdownContent.css';

function CardList({ cards, onChoose }: { cards: readonly ResourceCardView[]; onChoose: () => void }) {
  return (
    <ul className="hc-card-list">
      {cards.map((card) => (
        <li key={card.id} className="hc-card-list__item">
          <a className="hc-card-list__link" href={card.url} onClick={onChoose}>
            {card.icon && (
              <img
                className="hc-card-list__icon"
                src={card.icon.url}
                alt=""
                width={DROPDOWN_CARD_ICON_SIZE}
                height={DROPDOWN_CARD_ICON_SIZE}
              />
            )}
            <span className="hc-card-list__text">
              <span className="hc-card-list__title" lang={card.lang}>
                {card.shortTitle ?? card.title}
              </span>
              {card.description && (
                <span className="hc-card-list__description" lang={card.descriptionLang}>
                  {card.description}
                </span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkGroup({
  heading,
  headingLang,
  links,
  onChoose,
}: {
  heading: string;
  headingLang?: HtmlLang | undefined;
  links: readonly LinkView[];
  onChoose: () => void;
}) {
  const headingId = useId();
  return (
    <div className="hc-link-group">
      <p className="hc-link-group__heading" id={headingId} lang={headingLang}>
        {heading}
      </p>
      <ul className="hc-link-group__list" aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.id ?? link.url}>
            <a className="hc-link-group__link" href={link.url} onClick={onChoose} lang={link.lang}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DocumentationMenu({ header, locale, onChoose }: { header: HeaderView; locale: Locale; onChoose: () => void }) {
  return (
    <div className="hc-documentation-menu">
      {header.documentation.cloud.length > 0 && (
        <LinkGroup heading={message(locale, 'cloud')} links={header.documentation.cloud} onChoose={onChoose} />
      )}
      {header.documentation.dataCenter.length > 0 && (
        <LinkGroup
          heading={message(locale, 'dataCenter')}
          links={header.documentation.dataCenter}
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** A version 2 menu: primary items filled column by column into `primarySectionRows` rows, then link columns. */
export function CustomMenu({ menu, onChoose }: { menu: MenuView; onChoose: () => void }) {
  const rows = Math.max(1, menu.primarySectionRows);
  return (
    <div className="hc-menu">
      {menu.primarySection.length > 0 && (
        <ul className="hc-menu__primary" style={{ '--hc-menu-rows': rows } as CSSProperties}>
          {menu.primarySection.map((item) => (
            <li key={item.id} className="hc-menu__primary-item">
              <a className="hc-menu__primary-link" href={item.url} onClick={onChoose}>
                <span className="hc-menu__primary-title" lang={item.lang}>
                  {item.title}
                </span>
                {item.description && (
                  <span className="hc-menu__primary-description" lang={item.descriptionLang}>
                    {item.description}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      {menu.secondarySection.length > 0 && (
        <div className="hc-menu__secondary">
          {menu.secondarySection.map((column) => (
            <div
              key={column.id}
              className="hc-menu__column"
              style={{ '--hc-menu-columns': Math.max(1, column.numberOfColumns) } as CSSProperties}
            >
              <LinkGroup
                heading={column.heading}
                headingLang={column.headingLang}
                links={column.resources}
                onChoose={onChoose}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export interface DropdownContentProps {
  type: DropdownType;
  header: HeaderView;
  locale: Locale;
  idPrefix: string;
  onChoose: () => void;
  /**
   * On the menu's own page, which works without JavaScript: the products of both deployments under
   * their headings instead of tabs.
   */
  standalone?: boolean;
}

/**
 * What a dropdown (desktop), a drill-in sub-state (mobile) or a menu's page of `type` shows. The
 * header loads this module on a panel's first open (HeaderPanel.tsx), never for its first render.
 */
export function DropdownContent({ type, header, locale, idPrefix, onChoose, standalone }: DropdownContentProps) {
  switch (type) {
    case 'products':
      if (standalone) {
        return (
          <StandaloneProducts
            cloudProducts={header.cloudProducts}
            serverProducts={header.serverProducts}
            locale={locale}
            idPrefix={idPrefix}
            waffle={header.useWaffleMenu}
          />
        );
      }
      return (
        <ProductsMenu
          cloudProducts={header.cloudProducts}
          serverProducts={header.serverProducts}
          locale={locale}
          idPrefix={idPrefix}
          waffle={header.useWaffleMenu}
          onChoose={onChoose}
        />
      );
    case 'getStarted':
      return <CardList cards={header.guides} onChoose={onChoose} />;
    case 'documentation':
      return <DocumentationMenu header={header} locale={locale} onChoose={onChoose} />;
    case 'resources':
      return <CardList cards={header.resources} onChoose={onChoose} />;
    default: {
      const menu = header.menus.find((candidate) => `menu:${candidate.id}` === type);
      return menu ? <CustomMenu menu={menu} onChoose={onChoose} /> : null;
    }
  }
}
