import { useRef, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DROPDOWN_CARD_ICON_SIZE } from '../../constants';
import { message } from '../../i18n/messages';
import {
  productDeploymentSelected,
  productsExpandedToggled,
  selectChrome,
  type ProductDeployment,
  type WithChromeState,
} from '../../state/chrome';
import type { Locale } from '../../types/content';
import type { ProductCardView } from '../../types/page';
import { SeeAllApps } from '../SeeAllApps';
import './ProductsMenu.css';

const DEPLOYMENTS: readonly ProductDeployment[] = ['cloud', 'dataCenter'];

export interface ProductsMenuProps {
  cloudProducts: readonly ProductCardView[];
  serverProducts: readonly ProductCardView[];
  locale: Locale;
  /** Keeps ids unique when the menu is shown in both the desktop dropdown and the mobile menu. */
  idPrefix: string;
  /** The waffle variant lays products out as an icon grid. */
  waffle?: boolean;
  onChoose: () => void;
}

function ProductCard({ product, onChoose }: { product: ProductCardView; onChoose?: () => void }) {
  return (
    <li className="hc-product-card">
      <a className="hc-product-card__link" href={product.url} onClick={onChoose}>
        {product.icon ? (
          <img
            className="hc-product-card__icon"
            src={product.icon.url}
            alt=""
            width={DROPDOWN_CARD_ICON_SIZE}
            height={DROPDOWN_CARD_ICON_SIZE}
          />
        ) : (
          <span className="hc-product-card__icon hc-product-card__icon--empty" aria-hidden="true" />
        )}
        <span className="hc-product-card__name" lang={product.lang}>
          {product.name}
        </span>
      </a>
    </li>
  );
}

/**
 * The products of both deployments under their headings, five each, with 'See all other apps' as a
 * native disclosure holding the rest: a menu's own page, which works without JavaScript, shows this.
 */
export function StandaloneProducts({
  cloudProducts,
  serverProducts,
  locale,
  idPrefix,
  waffle,
}: Omit<ProductsMenuProps, 'onChoose'>) {
  const headingId = (value: ProductDeployment) => `${idPrefix}-products-heading-${value}`;
  return (
    <div className={waffle ? 'hc-products hc-products--waffle' : 'hc-products'}>
      {DEPLOYMENTS.map((value) => {
        const products = value === 'cloud' ? cloudProducts : serverProducts;
        return (
          <section key={value} className="hc-products__panel" aria-labelledby={headingId(value)}>
            <h2 className="hc-products__heading" id={headingId(value)}>
              {message(locale, value)}
            </h2>
            <SeeAllApps
              items={products}
              renderItem={(product) => <ProductCard key={product.id} product={product} />}
              listClassName="hc-products__list"
              restId={`${headingId(value)}-more`}
              locale={locale}
            />
          </section>
        );
      })}
    </div>
  );
}

/**
 * Products by deployment, as WAI-ARIA tabs (automatic activation: arrows, Home and End move and
 * select). The list shows five products until 'See all other apps' reveals the rest (shared/components/SeeAllApps.tsx).
 */
export function ProductsMenu({ cloudProducts, serverProducts, locale, idPrefix, waffle, onChoose }: ProductsMenuProps) {
  const dispatch = useDispatch();
  const deployment = useSelector((state: WithChromeState) => selectChrome(state).productDeployment);
  const expanded = useSelector((state: WithChromeState) => selectChrome(state).productsExpanded);
  const tabRefs = useRef<Partial<Record<ProductDeployment, HTMLButtonElement | null>>>({});

  const tabId = (value: ProductDeployment) => `${idPrefix}-products-tab-${value}`;
  const panelId = (value: ProductDeployment) => `${idPrefix}-products-panel-${value}`;

  const select = (value: ProductDeployment) => {
    dispatch(productDeploymentSelected(value));
    tabRefs.current[value]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = DEPLOYMENTS.indexOf(deployment);
    const count = DEPLOYMENTS.length;
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(DEPLOYMENTS[target] ?? 'cloud');
  };

  return (
    <div className={waffle ? 'hc-products hc-products--waffle' : 'hc-products'}>
      <div className="hc-products__tabs" role="tablist" aria-label={message(locale, 'deploymentTabs')}>
        {DEPLOYMENTS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            className="hc-products__tab"
            aria-selected={deployment === value}
            aria-controls={panelId(value)}
            tabIndex={deployment === value ? 0 : -1}
            onClick={() => select(value)}
            onKeyDown={onTabKeyDown}
          >
            {message(locale, value)}
          </button>
        ))}
      </div>
      {DEPLOYMENTS.map((value) => {
        const products = value === 'cloud' ? cloudProducts : serverProducts;
        return (
          <div
            key={value}
            role="tabpanel"
            id={panelId(value)}
            className="hc-products__panel"
            aria-labelledby={tabId(value)}
            hidden={deployment !== value}
          >
            <SeeAllApps
              items={products}
              renderItem={(product) => <ProductCard key={product.id} product={product} onChoose={onChoose} />}
              listClassName="hc-products__list"
              restId={`${panelId(value)}-more`}
              locale={locale}
              expanded={expanded}
              onToggle={() => dispatch(productsExpandedToggled())}
            />
          </div>
        );
      })}
    </div>
  );
}
