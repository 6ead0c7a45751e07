/**
 * The knowledge-base part of the sample space: KB homes for six product editions, their articles
 * (migrated rich-text bodies and legacy html sections), the entries those bodies embed, and the
 * image assets the articles show.
 */
import { addKbAssets } from './kb-assets';
import { addBitbucketArticles } from './kb-articles-bitbucket';
import { addConfluenceArticles } from './kb-articles-confluence';
import { addJiraSoftwareArticles } from './kb-articles-jira';
import { addServiceManagementArticles } from './kb-articles-jsm';
import { bold, document, paragraph } from './kb-rich-text';
import { KbWriter } from './kb-writer';
import type { KbHome } from './kb-writer';
import { translated } from './space-builder';
import type { LinkObject, SpaceBuilder } from './space-builder';

interface KbHomeSpec {
  key: string;
  productSlug: string;
  title: string;
  metaDescription: string;
}

const KB_HOMES = {
  jiraSoftwareDataCenter: {
    key: 'jsw-dc',
    productSlug: 'jira-software-data-center',
    title: 'Jira Software',
    metaDescription: 'Troubleshooting articles and how-tos for running Jira Software Data Center.',
  },
  jiraSoftwareCloud: {
    key: 'jsw-cloud',
    productSlug: 'jira-software-cloud',
    title: 'Jira Software Cloud',
    metaDescription: 'Answers to common Jira Software Cloud problems: boards, JQL, automation and the REST API.',
  },
  confluenceDataCenter: {
    key: 'conf-dc',
    productSlug: 'confluence-data-center',
    title: 'Confluence',
    metaDescription: 'Troubleshooting articles and how-tos for running Confluence Data Center.',
  },
  confluenceCloud: {
    key: 'conf-cloud',
    productSlug: 'confluence-cloud',
    title: 'Confluence Cloud',
    metaDescription: 'Answers to common Confluence Cloud problems: permissions, macros and the REST API.',
  },
  serviceManagementDataCenter: {
    key: 'jsm-dc',
    productSlug: 'jira-service-management-data-center',
    title: 'Jira Service Management',
    metaDescription:
      'Troubleshooting articles for Jira Service Management Data Center: SLAs, portals, email and Assets.',
  },
  bitbucketDataCenter: {
    key: 'bb-dc',
    productSlug: 'bitbucket-data-center',
    title: 'Bitbucket',
    metaDescription: 'Troubleshooting articles for Bitbucket Data Center: pushes, hooks, Mesh, mirrors and search.',
  },
} as const satisfies Record<string, KbHomeSpec>;

type KbHomeName = keyof typeof KB_HOMES;

/** Product slugs the knowledge base needs a product link for. */
export const KB_PRODUCT_SLUGS: readonly string[] = Object.values(KB_HOMES).map((home) => home.productSlug);

function productLink(products: Record<string, LinkObject>, slug: string): LinkObject {
  const link = products[slug];
  if (link === undefined) throw new Error(`addKnowledgeBase needs a product link for '${slug}'`);
  return link;
}

export function addKnowledgeBase(space: SpaceBuilder, refs: { products: Record<string, LinkObject> }): void {
  // Check every product first so a missing one fails before any KB entry is written.
  for (const slug of KB_PRODUCT_SLUGS) productLink(refs.products, slug);

  const homes = {} as Record<KbHomeName, KbHome>;
  for (const [name, spec] of Object.entries(KB_HOMES) as [KbHomeName, KbHomeSpec][]) {
    const link = space.entry('pageKbHome', `kb-home-${spec.key}`, {
      title: spec.title,
      context: productLink(refs.products, spec.productSlug),
      metaDescription: spec.metaDescription,
    });
    homes[name] = { key: spec.key, link };
  }

  const backupFragment = space.entry('textFragment', 'kb-fragment-backup-first', {
    textFragmentId: 'backup-before-changes',
    text: translated(
      document(
        paragraph(
          bold('Back up your database and home directory before you make any of these changes'),
          ', and test them on a staging copy first.',
        ),
      ),
      document(
        paragraph(
          bold('変更を行う前に、データベースとホーム ディレクトリをバックアップしてください'),
          '。まずステージング環境で試すことをお勧めします。',
        ),
      ),
    ),
  });

  const kb = new KbWriter(space, backupFragment);
  const assets = addKbAssets(space);
  addJiraSoftwareArticles(kb, { dataCenter: homes.jiraSoftwareDataCenter, cloud: homes.jiraSoftwareCloud }, assets);
  addConfluenceArticles(kb, { dataCenter: homes.confluenceDataCenter, cloud: homes.confluenceCloud }, assets);
  addServiceManagementArticles(kb, homes.serviceManagementDataCenter);
  addBitbucketArticles(kb, homes.bitbucketDataCenter, assets);
}
