/**
 * A small but complete space for the content tests: a Cloud product with docs and a KB, a Data
 * Center product with versions, an app context and the home page. Tests add or break entries on
 * the returned builder before calling `toExport()`.
 */
import { contentTypes } from '../../content/model/content-types';
import { SpaceBuilder, entryLink, translated } from '../../content/tools/sample/space-builder';

export function richTextDocument(...paragraphs: string[]) {
  return {
    nodeType: 'document',
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  };
}

export function fixtureSpace(): SpaceBuilder {
  const space = new SpaceBuilder(contentTypes);
  const header = space.entry('header', 'header', { internalTitle: 'Header' });
  const footer = space.entry('footer', 'footer', { internalTitle: 'Footer', version: 'v2', copyright: 'Example' });
  space.entry('homePage', 'home', {
    title: translated('Support', 'サポート'),
    heroHeading: 'How can we help?',
    header,
    footer,
  });

  // Cloud product: landing page, docs home, a guide collection with a topic set, a reference collection.
  const jiraName = space.entry('productName', 'name-jira', { productName: 'Jira', productNameId: 'jira' });
  const jira = space.entry('product', 'jira-cloud', {
    internalTitle: 'Jira Cloud',
    productNameReference: jiraName,
    slug: 'jira-cloud',
    deployment: 'Cloud',
  });
  space.entry('productLandingPage', 'jira-landing', {
    title: translated('Jira Cloud', 'Jira クラウド'),
    product: jira,
  });
  space.entry('topic', 'topic-board', {
    topicTitle: translated('Create a board', 'ボードを作成'),
    slug: 'create-a-board',
    collection: entryLink('coll-guide'),
    body: richTextDocument('Boards show work.'),
  });
  space.entry('topic', 'topic-columns', {
    topicTitle: 'Configure columns',
    slug: 'configure-columns',
    collection: entryLink('coll-guide'),
  });
  space.entry('topicSet', 'set-boards', {
    title: 'Boards',
    slug: 'boards',
    collection: entryLink('coll-guide'),
    description: 'Working with boards',
    topicReferences: [entryLink('topic-board'), entryLink('topic-columns')],
  });
  space.entry('collection', 'coll-guide', {
    title: translated('Get started', 'はじめに'),
    slug: 'get-started',
    context: jira,
    pageType: 'Guide',
    childrenReferences: [entryLink('set-boards')],
  });
  space.entry('topic', 'topic-jql', {
    topicTitle: 'Search with JQL',
    slug: 'search-with-jql',
    collection: entryLink('coll-reference'),
  });
  space.entry('collection', 'coll-reference', {
    title: 'Reference',
    slug: 'reference',
    context: jira,
    pageType: 'Reference',
    description: 'Look things up',
    childrenReferences: [entryLink('topic-jql')],
  });
  space.entry('documentedProduct', 'jira-docs', {
    title: 'Jira Cloud documentation',
    context: jira,
    collections: [entryLink('coll-guide'), entryLink('coll-reference')],
  });
  const kbHome = space.entry('pageKbHome', 'jira-kb', { title: 'Jira', context: jira });
  space.entry('pageKbArticle', 'kb-login', { title: 'Cannot log in', slug: 'cannot-log-in', kbHome });
  space.entry('pageKbArticle', 'kb-login-sso', {
    title: 'Cannot log in with SSO',
    slug: 'with-sso',
    kbHome,
    parent: entryLink('kb-login'),
  });

  // Data Center product with versions 9.2 (current), 9.1 and 8.5 (not listed).
  const v92 = space.entry('version', 'v-9-2', { number: '9.2', spaceId: 'CONF92', showInList: true });
  const v91 = space.entry('version', 'v-9-1', { number: '9.1', spaceId: 'CONF91', showInList: true });
  const v85 = space.entry('version', 'v-8-5', { number: '8.5', spaceId: 'CONF85', showInList: false });
  const confName = space.entry('productName', 'name-confluence', {
    productName: 'Confluence',
    productNameId: 'confluence',
  });
  const confluence = space.entry('product', 'confluence-dc', {
    internalTitle: 'Confluence Data Center',
    productNameReference: confName,
    slug: 'confluence-data-center',
    deployment: 'Data Center',
    version: '9.2',
    productVersions: [v92, v91, v85],
  });
  space.entry('documentedProduct', 'confluence-docs', {
    title: 'Confluence Data Center documentation',
    context: confluence,
    collections: [entryLink('conf-admin')],
  });
  space.entry('collection', 'conf-admin', {
    title: 'Administer',
    slug: 'administer',
    context: confluence,
    pageType: 'Reference',
    childrenReferences: [entryLink('conf-backup'), entryLink('conf-new-feature')],
  });
  space.entry('topic', 'conf-backup', { topicTitle: 'Back up', slug: 'back-up', collection: entryLink('conf-admin') });
  space.entry('topic', 'conf-new-feature', {
    topicTitle: 'New in 9.2',
    slug: 'new-in-9-2',
    collection: entryLink('conf-admin'),
    versions: [v92],
  });

  // An app context: its own resources page at /{slug}/resources/.
  const appName = space.entry('appName', 'name-mobile', { appName: 'Jira mobile' });
  space.entry('contextApp', 'jira-mobile', {
    internalTitle: 'Jira mobile app',
    appNameReference: appName,
    slug: 'jira-mobile-apps',
    title: 'Jira mobile apps',
    deployment: 'Cloud',
  });
  return space;
}
