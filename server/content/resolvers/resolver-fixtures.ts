/**
 * The content-test space plus what the page resolvers need to show: notices, cards, a guide with
 * two topic sets, a featured video, related links, KB articles with versions and a Cloud edition
 * of Confluence. Shared by the resolver tests so each one reads as its page's story.
 */
import { entryLink, type ContentfulExport, type SpaceBuilder } from '../../../content/tools/sample/space-builder';
import type { FeatureFlags } from '../../../shared/types/page';
import { buildSnapshot } from '../snapshot';
import type { ContentSnapshot } from '../snapshot-types';
import { fixtureSpace, richTextDocument } from '../fixture-space';
import type { ResolveOptions } from './context';

export const TEST_FLAGS: FeatureFlags = {
  isVideoEnabled: true,
  'csm-ai-agent-on-sac': { agent_enabled: false },
  'sac-search-ai-experiment': { ai_dialog_enabled: false },
  sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
};

export function testOptions(overrides: Partial<ResolveOptions> = {}): ResolveOptions {
  return { preview: false, currentYear: 2025, flags: TEST_FLAGS, ...overrides };
}

function headingDocument(heading: string, paragraph: string) {
  return {
    nodeType: 'document',
    data: {},
    content: [
      { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: heading, marks: [], data: {} }] },
      { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: paragraph, marks: [], data: {} }] },
    ],
  };
}

export function resolverSpace(): SpaceBuilder {
  const space = fixtureSpace();
  space.entry('notice', 'notice-jira', {
    title: 'Scheduled maintenance',
    message: richTextDocument('Jira is read-only on Sunday.'),
    appearance: 'warning',
  });
  space.entry('card', 'card-billing', {
    title: 'Billing',
    buttonLink: '/billing/resources/',
    shortDescription: 'Pay and manage invoices',
    productSupportHomeDescription: 'Billing for Jira',
    sacHomeDescription: 'Billing for everyone',
    buttonText: 'Go to billing',
  });
  space.entry('card', 'card-hidden', { title: 'Hidden', buttonLink: '/hidden/', hideInHeader: true });
  space.entry('featuredEntry', 'featured-board', {
    linkText: 'Create your first board',
    page: entryLink('topic-board'),
    type: 'guide',
  });
  space.entry('featuredEntry', 'featured-external', {
    linkText: 'Marketplace',
    url: 'https://marketplace.example.com/',
    linkTarget: '_blank',
  });
  space.entry('featuredContent', 'featured', {
    title: 'Popular',
    featuredEntries: [entryLink('featured-board'), entryLink('featured-external')],
  });
  space.entry('notFoundPage', 'not-found-page', {
    title: "We can't find that page",
    message: 'The page may have moved.',
  });

  // A second guide with two topic sets, a featured video and related links.
  space.entry('video', 'video-intro', {
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
    title: 'Boards in two minutes',
    description: 'A short tour',
  });
  space.entry('collection', 'coll-tour', {
    title: 'Take the tour',
    slug: 'take-the-tour',
    context: entryLink('jira-cloud'),
    pageType: 'Guide',
    buttonText: 'Start the tour',
    childrenReferences: [entryLink('set-plan'), entryLink('set-track')],
  });
  space.entry('topicSet', 'set-plan', {
    title: 'Plan',
    slug: 'plan',
    collection: entryLink('coll-tour'),
    sectionOverview: '<p>Plan your work.</p><script>alert(1)</script>',
    topicReferences: [entryLink('tour-1'), entryLink('tour-2')],
  });
  space.entry('topicSet', 'set-track', {
    title: 'Track',
    slug: 'track',
    collection: entryLink('coll-tour'),
    topicReferences: [entryLink('tour-3')],
  });
  for (const [id, title, setId] of [
    ['tour-1', 'Plan a sprint', 'set-plan'],
    ['tour-2', 'Estimate issues', 'set-plan'],
    ['tour-3', 'Track progress', 'set-track'],
  ] as const) {
    space.entry('topic', id, {
      topicTitle: title,
      slug: id,
      collection: entryLink('coll-tour'),
      topicSetId: setId,
      pageType: 'Guide',
      platform: 'Cloud only',
      body: headingDocument(`About ${title}`, `${title} explained.`),
      featuredVideo: id === 'tour-2' ? entryLink('video-intro') : undefined,
      relatedLinks: id === 'tour-2' ? [entryLink('topic-jql'), entryLink('link-dev')] : undefined,
    });
  }
  space.entry('link', 'link-dev', { linkLabel: 'Developer docs', linkUrl: 'https://developer.example.com/' });

  // Confluence Cloud, so the Data Center docs have a Cloud edition to switch to.
  space.entry('product', 'confluence-cloud', {
    internalTitle: 'Confluence Cloud',
    productNameReference: entryLink('name-confluence'),
    slug: 'confluence-cloud',
    deployment: 'Cloud',
    notice: entryLink('notice-jira'),
  });
  space.entry('documentedProduct', 'confluence-cloud-docs', {
    title: 'Confluence Cloud documentation',
    context: entryLink('confluence-cloud'),
    collections: [entryLink('conf-cloud-admin')],
  });
  space.entry('collection', 'conf-cloud-admin', {
    title: 'Administer',
    slug: 'administer',
    context: entryLink('confluence-cloud'),
    pageType: 'Reference',
    childrenReferences: [entryLink('conf-cloud-backup')],
  });
  space.entry('topic', 'conf-cloud-backup', {
    topicTitle: 'Back up',
    slug: 'back-up',
    collection: entryLink('conf-cloud-admin'),
    bodyHtml: '<p>Cloud backups run daily.</p>',
  });

  // KB articles: a parent with seven children for the sibling window.
  space.entry('pageKbArticle', 'kb-sso-setup', {
    title: 'Set up SSO',
    slug: 'set-up-sso',
    kbHome: entryLink('jira-kb'),
    platform: 'Cloud only',
    lastPublished: '2025-03-03',
    body: headingDocument('Solution', 'Turn on SSO.'),
    productVersions: [
      {
        sys: { id: 'product-jira-cloud' },
        product: { productName: 'Jira' },
        platform: 'Cloud',
        versionNumber: 'Latest',
        versionModifier: 'None',
      },
      {
        sys: { id: 'product-jira-dc-9' },
        product: { productName: 'Jira' },
        platform: 'Data Center',
        versionNumber: '9.4',
        versionModifier: 'and later',
      },
    ],
    appVersions: [
      {
        sys: { id: 'app-mobile' },
        app: { appName: 'Jira mobile' },
        platform: 'Cloud',
        versionNumber: '2.1',
        versionModifier: 'only',
      },
    ],
  });
  for (let index = 1; index <= 7; index += 1) {
    space.entry('pageKbArticle', `kb-sso-child-${index}`, {
      title: `SSO problem ${index}`,
      slug: `sso-problem-${index}`,
      kbHome: entryLink('jira-kb'),
      parent: entryLink('kb-sso-setup'),
      summary: `<p>Summary ${index}</p>`,
      solution: `<p>Solution ${index}</p>`,
    });
  }

  // Landing pages: Confluence Cloud with cards, a theme hub, and Trello (no contact section).
  space.entry('productLandingPage', 'confluence-landing', {
    title: 'Confluence Cloud support',
    product: entryLink('confluence-cloud'),
    description: 'Everything about Confluence Cloud',
    resourceCards: [entryLink('card-billing')],
    productCards: [entryLink('jira-mobile')],
  });
  space.entry('contextTheme', 'theme-billing', {
    hubName: 'Billing',
    slug: 'billing',
    title: 'Billing and subscriptions',
    description: 'Invoices, payments and plans',
    deployment: 'Not applicable',
    notice: entryLink('notice-jira'),
    resourceCards: [entryLink('card-billing')],
  });
  space.entry('productName', 'name-trello', { productName: 'Trello', productNameId: 'trello' });
  space.entry('product', 'trello', {
    internalTitle: 'Trello',
    productNameReference: entryLink('name-trello'),
    slug: 'trello',
    deployment: 'Cloud',
  });
  space.entry('productLandingPage', 'trello-landing', { title: 'Trello support', product: entryLink('trello') });
  return space;
}

/** Sets fields of an entry already in the export (the base fixture's home page, for instance). */
export function setFields(exportJson: ContentfulExport, id: string, fields: Record<string, unknown>): ContentfulExport {
  const entry = exportJson.entries.find((candidate) => candidate.sys.id === id);
  if (!entry) throw new Error(`No entry ${id} in the fixture export`);
  for (const [field, value] of Object.entries(fields)) entry.fields[field] = { 'en-US': value };
  return exportJson;
}

export function resolverExport(): ContentfulExport {
  const exportJson = resolverSpace().toExport();
  setFields(exportJson, 'home', {
    subheader: 'Search our docs and knowledge base',
    featuredContent: entryLink('featured'),
    resourceCards: [entryLink('card-billing'), entryLink('card-hidden')],
  });
  for (const id of ['topic-columns', 'topic-jql', 'conf-backup', 'conf-new-feature', 'kb-login', 'kb-login-sso']) {
    setFields(exportJson, id, { body: richTextDocument(`Body of ${id}.`) });
  }
  return exportJson;
}

/**
 * The resolver space plus a Data Center guide whose topic set lists per-version copies, as an
 * imported documentation set does: 'Install' in every version, two 'Upgrade' entries (one for 9.2,
 * one for 9.1) at the same slug, and 'Monitor' in 9.2 only; 'Install' relates to 'Monitor' and to
 * the unversioned Jira Cloud 'Search with JQL'. The guide hangs off the Confluence Data Center docs
 * home, after its Administer collection.
 */
export function versionedGuideExport(): ContentfulExport {
  const space = resolverSpace();
  space.entry('collection', 'conf-guide', {
    title: 'Set up Confluence',
    slug: 'set-up-confluence',
    context: entryLink('confluence-dc'),
    pageType: 'Guide',
    childrenReferences: [entryLink('set-conf-setup')],
  });
  space.entry('topicSet', 'set-conf-setup', {
    title: 'Install and upgrade',
    slug: 'install-and-upgrade',
    collection: entryLink('conf-guide'),
    topicReferences: ['conf-install', 'conf-upgrade-92', 'conf-upgrade-91', 'conf-monitor'].map(entryLink),
  });
  for (const [id, title, slug, versions] of [
    ['conf-install', 'Install', 'install', undefined],
    ['conf-upgrade-92', 'Upgrade', 'upgrade', ['v-9-2']],
    ['conf-upgrade-91', 'Upgrade', 'upgrade', ['v-9-1']],
    ['conf-monitor', 'Monitor', 'monitor', ['v-9-2']],
  ] as const) {
    space.entry('topic', id, {
      topicTitle: title,
      slug,
      collection: entryLink('conf-guide'),
      topicSetId: 'set-conf-setup',
      pageType: 'Guide',
      body: richTextDocument(`${title} Confluence.`),
      versions: versions?.map(entryLink),
      relatedLinks: id === 'conf-install' ? [entryLink('conf-monitor'), entryLink('topic-jql')] : undefined,
    });
  }
  const exportJson = space.toExport();
  setFields(exportJson, 'confluence-docs', { collections: [entryLink('conf-admin'), entryLink('conf-guide')] });
  return exportJson;
}

export function resolverSnapshot(exportJson: ContentfulExport = resolverExport()): ContentSnapshot {
  return buildSnapshot(exportJson, { logger: { error: () => undefined }, now: () => new Date('2025-06-01T00:00:00Z') });
}
