import { useId, useState } from 'react';
import { Card } from '../components/Card';
import { DeploymentTabs } from '../components/DeploymentTabs';
import { useEnhanced } from '../components/Enhanced';
import { pageLang } from '../components/page-lang';
import { PageContact } from '../components/PageContact';
import { PageLayout } from '../components/PageLayout';
import { StaticCardGrid } from '../components/regions.static';
import { SearchBox } from '../components/SearchBox';
import { SeeAllApps } from '../components/SeeAllApps';
import { useMessages } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import type { ProductCardView } from '../types/page';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

function productCards(products: readonly ProductCardView[]) {
  return products.map((product) => ({
    id: product.id,
    title: product.name,
    url: product.url,
    ...(product.icon ? { icon: product.icon } : {}),
    ...(product.lang ? { lang: product.lang } : {}),
  }));
}

export function HomePageTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'homePage');
  const labels = useMessages().page;
  const [tab, setTab] = useState<'cloud' | 'dataCenter'>('cloud');
  const [expanded, setExpanded] = useState(false);
  const enhanced = useEnhanced();
  const restId = `${useId()}-more`;
  const { cloudProducts, serverProducts } = page.chrome.header;
  const products = tab === 'cloud' ? cloudProducts : serverProducts;
  return (
    <PageLayout entry={page}>
      <section className="hc-hero">
        <h1 className="hc-hero__heading" lang={pageLang(page, 'heroHeading')}>
          {page.heroHeading}
        </h1>
        {page.subheader && (
          <p className="hc-hero__subheader" lang={pageLang(page, 'subheader')}>
            {page.subheader}
          </p>
        )}
        <SearchBox placeholder={page.searchPlaceholder} label={page.searchPlaceholder} location="hero" />
      </section>
      {page.featuredContent && (
        <section className="hc-page__section" aria-label={page.featuredContent.title}>
          <h2 lang={page.featuredContent.lang}>{page.featuredContent.title}</h2>
          <ul className="hc-link-list">
            {page.featuredContent.entries.map((item) => (
              <li key={item.id}>
                <a
                  href={item.url}
                  target={item.linkTarget === '_blank' ? '_blank' : undefined}
                  rel={item.linkTarget === '_blank' ? 'noopener noreferrer' : undefined}
                  lang={item.lang}
                >
                  {item.linkText}
                  {item.linkTarget === '_blank' && (
                    <>
                      {/* Said and shown: the link leaves this tab, as the header's search says it does. */}
                      <svg className="hc-new-tab-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5" />
                      </svg>
                      <span className="hc-visually-hidden" lang={item.lang && (page.locale === 'ja-JP' ? 'ja' : 'en')}>
                        {' '}
                        {labels.opensInNewTab}
                      </span>
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="hc-page__section">
        <h2>{labels.browseByProduct}</h2>
        <DeploymentTabs
          label={labels.browseByProduct}
          tabs={[
            { value: 'cloud', label: labels.cloud },
            { value: 'dataCenter', label: labels.dataCenter },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <SeeAllApps
            items={productCards(products)}
            renderItem={(card) => (
              <li key={card.id} className="hc-card-grid__item">
                <Card card={card} />
              </li>
            )}
            listClassName="hc-card-grid"
            restId={restId}
            locale={page.locale}
            expanded={enhanced ? expanded : undefined}
            onToggle={() => setExpanded(!expanded)}
          />
        </DeploymentTabs>
      </section>
      {page.resourceCards.length > 0 && (
        <section className="hc-page__section">
          <h2>{labels.browseResources}</h2>
          <StaticCardGrid cards={page.resourceCards} />
        </section>
      )}
      <PageContact urls={{}} locale={page.locale} />
    </PageLayout>
  );
}
