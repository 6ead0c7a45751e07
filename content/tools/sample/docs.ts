/**
 * Documentation: docs homes (documentedProduct), collections, topic sets and topics, declared as
 * plain data in the docs-*.ts files and turned into entries here.
 */
import type { PLATFORM_NOTICES, PAGE_TYPES } from '../../model/content-types';
import { ADMINISTRATION_DOCS } from './docs-administration';
import { addDocsBlocks } from './docs-blocks';
import { BITBUCKET_DOCS } from './docs-bitbucket';
import { CONFLUENCE_DOCS } from './docs-confluence';
import { JIRA_SOFTWARE_DOCS } from './docs-jira-software';
import { OPERATIONS_DOCS } from './docs-operations';
import { SERVICE_MANAGEMENT_DOCS } from './docs-service-management';
import { THEME_DOCS } from './docs-themes';
import type { LandingRefs } from './landing';
import type { ProductRefs } from './products';
import { richText } from './rich-text';
import type { EntryOptions, LinkObject, SpaceBuilder } from './space-builder';
import { COLLECTIONS_JA, DOCS_HOMES_JA } from './docs-homes-ja';
import { translated } from './space-builder';

export type PlatformNotice = (typeof PLATFORM_NOTICES)[number];
export type PageType = (typeof PAGE_TYPES)[number];

export interface TopicSpec {
  slug: string;
  title: string;
  shortTitle?: string;
  /** Defaults to `topic-{docs home key}-{slug}`; version variants of one page need their own id. */
  id?: string;
  metaDescription: string;
  platform?: PlatformNotice;
  /** Version numbers of a Data Center product; none means every listed version. */
  versions?: string[];
  /** Rich-text markup (see rich-text.ts); or `bodyHtml` for a legacy html body. */
  body?: string;
  bodyHtml?: string;
  related?: string[];
  video?: string;
  confluencePageId?: string;
  ja?: { title: string; body: string };
  options?: EntryOptions;
}

export interface TopicSetSpec {
  slug: string;
  title: string;
  description: string;
  /** A small html overview shown at the top of the topic set page. */
  overview: string;
  topics: TopicSpec[];
}

export interface CollectionSpec {
  slug: string;
  title: string;
  subhead: string;
  description: string;
  pageType: PageType;
  children: (TopicSpec | TopicSetSpec)[];
  versions?: string[];
  ja?: { title: string; subhead: string; description: string; buttonText: string };
  options?: EntryOptions;
}

export interface DocsHomeSpec {
  /** Short id part, e.g. `jsw-cloud`. */
  key: string;
  context: { kind: 'product' | 'theme' | 'app'; slug: string };
  title: string;
  tagline: string;
  deployment: 'Cloud' | 'Data Center';
  collections: CollectionSpec[];
}

export interface DocsRefs {
  docsHomes: Record<string, LinkObject>;
  collections: Record<string, LinkObject>;
  topicSets: Record<string, LinkObject>;
  topics: Record<string, LinkObject>;
}

export const DOCS_HOMES: DocsHomeSpec[] = [
  ...JIRA_SOFTWARE_DOCS,
  ...CONFLUENCE_DOCS,
  ...SERVICE_MANAGEMENT_DOCS,
  ...BITBUCKET_DOCS,
  ...OPERATIONS_DOCS,
  ...THEME_DOCS,
  ...ADMINISTRATION_DOCS,
];

const isTopicSet = (child: TopicSpec | TopicSetSpec): child is TopicSetSpec => 'topics' in child;

export const topicId = (home: DocsHomeSpec, topic: TopicSpec): string => topic.id ?? `topic-${home.key}-${topic.slug}`;
export const collectionId = (home: DocsHomeSpec, collection: CollectionSpec): string =>
  `collection-${home.key}-${collection.slug}`;
export const topicSetId = (home: DocsHomeSpec, set: TopicSetSpec): string => `topic-set-${home.key}-${set.slug}`;

const DEFAULT_PLATFORM: Record<DocsHomeSpec['deployment'], PlatformNotice> = {
  Cloud: 'Cloud only',
  'Data Center': 'Data Center only',
};

export function addDocs(
  space: SpaceBuilder,
  assets: Record<string, LinkObject>,
  products: ProductRefs,
  landing: LandingRefs,
): DocsRefs {
  addDocsBlocks(space, assets);
  const refs: DocsRefs = { docsHomes: {}, collections: {}, topicSets: {}, topics: {} };
  for (const home of DOCS_HOMES) {
    const context =
      home.context.kind === 'product' ? products.products[home.context.slug] : landing.contexts[home.context.slug];
    if (!context) throw new Error(`Docs home ${home.key} has an unknown context ${home.context.slug}`);
    const productVersions = products.versions[home.context.slug] ?? {};
    const versionLinks = (numbers: string[] | undefined): LinkObject[] | undefined =>
      numbers?.map((number) => {
        const version = productVersions[number];
        if (!version) throw new Error(`Docs home ${home.key} has no version ${number}`);
        return version;
      });

    const addTopic = (topic: TopicSpec, collection: LinkObject, pageType: PageType, set?: string): LinkObject => {
      const id = topicId(home, topic);
      const body = topic.body === undefined ? undefined : richText(topic.body);
      const link = space.entry(
        'topic',
        id,
        {
          topicTitle: topic.ja ? translated(topic.title, topic.ja.title) : topic.title,
          shortTitle: topic.shortTitle,
          slug: topic.slug,
          body: body && topic.ja ? translated(body, richText(topic.ja.body)) : body,
          bodyHtml: topic.bodyHtml,
          collection,
          topicSetId: set,
          pageType,
          deployment: home.deployment,
          platform: topic.platform ?? DEFAULT_PLATFORM[home.deployment],
          versions: versionLinks(topic.versions),
          product: context,
          relatedLinks: topic.related?.map((related) => ({ sys: { type: 'Link', linkType: 'Entry', id: related } })),
          featuredVideo: topic.video ? { sys: { type: 'Link', linkType: 'Entry', id: topic.video } } : undefined,
          confluencePageId: topic.confluencePageId,
          metaDescription: topic.metaDescription,
        },
        topic.options,
      );
      refs.topics[id] = link;
      return link;
    };

    const collections: LinkObject[] = [];
    for (const collection of home.collections) {
      const id = collectionId(home, collection);
      const self: LinkObject = { sys: { type: 'Link', linkType: 'Entry', id } };
      const children: LinkObject[] = [];
      for (const child of collection.children) {
        if (!isTopicSet(child)) {
          children.push(addTopic(child, self, collection.pageType));
          continue;
        }
        const setId = topicSetId(home, child);
        const topics = child.topics.map((topic) =>
          addTopic(topic, self, collection.pageType, collection.pageType === 'Guide' ? setId : undefined),
        );
        const set = space.entry('topicSet', setId, {
          title: child.title,
          slug: child.slug,
          collection: self,
          description: child.description,
          sectionOverview: child.overview,
          topicReferences: topics,
          deployment: home.deployment,
          product: context,
          metaDescription: child.description,
        });
        refs.topicSets[setId] = set;
        children.push(set);
      }
      const ja = collection.ja ?? COLLECTIONS_JA[collection.slug];
      const buttonText = collection.pageType === 'Guide' || children.length > 1 ? 'View topics' : 'View topic';
      refs.collections[id] = space.entry(
        'collection',
        id,
        {
          title: ja ? translated(collection.title, ja.title) : collection.title,
          slug: collection.slug,
          context,
          subhead: ja ? translated(collection.subhead, ja.subhead) : collection.subhead,
          description: ja ? translated(collection.description, ja.description) : collection.description,
          buttonText: ja ? translated(buttonText, ja.buttonText) : buttonText,
          childrenReferences: children,
          pageType: collection.pageType,
          deployment: home.deployment,
          versions: versionLinks(collection.versions),
          metaDescription: ja ? translated(collection.description, ja.description) : collection.description,
        },
        collection.options,
      );
      if (!collection.options?.draft) collections.push(refs.collections[id]);
    }
    const listed = products.listedVersions[home.context.slug] ?? [];
    const ja = DOCS_HOMES_JA[home.key];
    if (!ja) throw new Error(`Missing Japanese title of docs home ${home.key} in docs-homes-ja.ts`);
    const tagline = translated(home.tagline, ja.tagline);
    refs.docsHomes[home.key] = space.entry('documentedProduct', `docs-home-${home.key}`, {
      title: translated(home.title, ja.title),
      context,
      tagline,
      collections,
      versions: listed.length > 0 ? listed : undefined,
      metaDescription: tagline,
    });
  }
  return refs;
}
