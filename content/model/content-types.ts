/**
 * The content model as Contentful content-type definitions. The sample space export carries these
 * in its `contentTypes`, so the same model can be imported into a real Contentful space, and the
 * loader validates every entry against whatever definitions the export it reads declares.
 *
 * Field ids follow SPEC.md section 3. `url` is never stored: it is derived from slugs and context
 * by the snapshot (see docs/routing.md), so a moved product cannot leave stale links behind.
 */

export type FieldType =
  'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Number' | 'Date' | 'Boolean' | 'Object' | 'Link' | 'Array';

export interface FieldValidation {
  linkContentType?: string[];
  in?: string[];
  size?: { min?: number; max?: number };
  regexp?: { pattern: string };
}

export interface FieldDefinition {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: FieldValidation[];
  linkType?: 'Entry' | 'Asset';
  items?: {
    type: 'Symbol' | 'Link';
    linkType?: 'Entry' | 'Asset';
    validations: FieldValidation[];
  };
}

export interface ContentTypeDefinition {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: FieldDefinition[];
}

interface FieldOptions {
  required?: boolean;
  localized?: boolean;
  in?: string[];
  max?: number;
}

function field(id: string, name: string, type: FieldType, options: FieldOptions = {}): FieldDefinition {
  const validations: FieldValidation[] = [];
  if (options.in) validations.push({ in: options.in });
  if (options.max !== undefined) validations.push({ size: { max: options.max } });
  return {
    id,
    name,
    type,
    localized: options.localized ?? false,
    required: options.required ?? false,
    disabled: false,
    omitted: false,
    validations,
  };
}

const text = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Symbol', options);
const longText = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Text', options);
const richText = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'RichText', options);
const bool = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Boolean', options);
const integer = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Integer', options);
const date = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Date', options);
const json = (id: string, name: string, options: FieldOptions = {}): FieldDefinition =>
  field(id, name, 'Object', options);

function link(id: string, name: string, to: string[], options: FieldOptions = {}): FieldDefinition {
  return {
    ...field(id, name, 'Link', options),
    linkType: 'Entry',
    validations: [{ linkContentType: to }],
  };
}

function asset(id: string, name: string, options: FieldOptions = {}): FieldDefinition {
  return { ...field(id, name, 'Link', options), linkType: 'Asset' };
}

function links(id: string, name: string, to: string[], options: FieldOptions = {}): FieldDefinition {
  return {
    ...field(id, name, 'Array', options),
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: to }] },
  };
}

function symbols(id: string, name: string, options: FieldOptions = {}): FieldDefinition {
  return {
    ...field(id, name, 'Array', { ...options, in: undefined }),
    items: { type: 'Symbol', validations: options.in ? [{ in: options.in }] : [] },
  };
}

function contentType(
  id: string,
  name: string,
  description: string,
  displayField: string,
  fields: FieldDefinition[],
): ContentTypeDefinition {
  return { sys: { id, type: 'ContentType' }, name, description, displayField, fields };
}

/** Slugs are lower-case words joined by hyphens; the snapshot builds urls from them. */
const slug = (options: FieldOptions = {}): FieldDefinition => ({
  ...text('slug', 'Slug', { required: true, ...options }),
  validations: [{ regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }],
});

export const DEPLOYMENTS = ['Cloud', 'Server', 'Data Center', 'Not applicable'] as const;
export const PLATFORM_NOTICES = [
  'Cloud only',
  'Cloud and Data Center',
  'Data Center only',
  'Data Center and Cloud by request',
] as const;
export const CALLOUT_APPEARANCES = ['Discovery', 'New', 'Information', 'Success', 'Tip', 'Warning', 'Caution'] as const;
export const CODE_LANGUAGES = [
  'ABAP',
  'Bash',
  'C',
  'C#',
  'C++',
  'CSS',
  'Diff',
  'Go',
  'Groovy',
  'HTML',
  'Java',
  'JavaScript',
  'JSON',
  'Kotlin',
  'Markdown',
  'PHP',
  'PowerShell',
  'Python',
  'Ruby',
  'Rust',
  'SQL',
  'Swift',
  'TypeScript',
  'XML',
  'YAML',
  'Plain text',
] as const;
export const NOTICE_APPEARANCES = ['Announcement', 'info', 'confirmation', 'change', 'warning', 'error'] as const;
export const PAGE_TYPES = ['Guide', 'Reference', 'Overview', 'Troubleshooting'] as const;
export const CONTEXT_TYPES = ['product', 'contextApp', 'contextTheme'];
const PAGE_CONTEXTS = CONTEXT_TYPES;
const PAGE_TREE_CHILDREN = ['collection', 'topicSet', 'topic'];

export const contentTypes: ContentTypeDefinition[] = [
  contentType('metadata', 'Site metadata', 'Organisation data for JSON-LD and the html head.', 'siteName', [
    text('siteName', 'Site name', { required: true, localized: true }),
    text('language', 'Language', { required: true }),
    text('publisher', 'Publisher', { required: true }),
    text('license', 'License'),
    asset('logo', 'Logo'),
    text('brand', 'Brand', { required: true }),
    text('legalName', 'Legal name', { required: true }),
    symbols('owns', 'Products owned'),
  ]),
  contentType(
    'productName',
    'Product name',
    'A product name shared by its Cloud and Data Center editions.',
    'productName',
    [
      text('productName', 'Product name', { required: true, localized: true }),
      text('productNameId', 'Product name id', { required: true }),
      text('communityName', 'Community forum product name'),
    ],
  ),
  contentType('appName', 'App name', 'The name of a mobile or companion app.', 'appName', [
    text('appName', 'App name', { required: true, localized: true }),
  ]),
  contentType('version', 'Version', 'A Data Center release with its own documentation space.', 'number', [
    text('number', 'Number', { required: true }),
    text('spaceId', 'Space id', { required: true }),
    bool('showInList', 'Show in version list', { required: true }),
  ]),
  contentType('notice', 'Notice', 'A banner shown on pages of a context.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    richText('message', 'Message', { required: true, localized: true }),
    text('appearance', 'Appearance', { required: true, in: [...NOTICE_APPEARANCES] }),
  ]),
  contentType(
    'product',
    'Product',
    'One edition of a product (Cloud or Data Center) and the base of its urls.',
    'internalTitle',
    [
      text('internalTitle', 'Internal title', { required: true }),
      link('productNameReference', 'Product name', ['productName'], { required: true }),
      slug(),
      text('deployment', 'Deployment', { required: true, in: [...DEPLOYMENTS] }),
      asset('icon', 'Icon'),
      asset('iconAlternate', 'Alternate icon'),
      longText('productBlurb', 'Product blurb', { localized: true }),
      text('version', 'Current version'),
      links('productVersions', 'Versions', ['version']),
      json('deploymentUrls', 'Deployment urls ({cloud, server, default})'),
      bool('hasProductLandingPage', 'Has product landing page'),
      text('docsHomeSlug', 'Docs home slug'),
      text('supportTitle', 'Support title', { localized: true }),
      text('customSupportFormAuthenticated', 'Support form url (signed in)'),
      text('customSupportFormUnauthenticated', 'Support form url (anonymous)'),
      link('notice', 'Notice', ['notice']),
      text('type', 'Type', { in: ['product', 'app', 'platform'] }),
    ],
  ),
  contentType(
    'contextApp',
    'App context',
    'A companion app: its resources page and the context of its docs.',
    'internalTitle',
    [
      text('internalTitle', 'Internal title', { required: true }),
      link('appNameReference', 'App name', ['appName'], { required: true }),
      slug(),
      text('title', 'Title', { required: true, localized: true }),
      longText('description', 'Description', { localized: true }),
      text('deployment', 'Deployment', { required: true, in: [...DEPLOYMENTS] }),
      json('deploymentUrls', 'Deployment urls ({cloud, server, default})'),
      asset('icon', 'Icon'),
      link('notice', 'Notice', ['notice']),
      links('resourceCards', 'Resource cards', ['card']),
      text('customSupportFormAuthenticated', 'Support form url (signed in)'),
      text('customSupportFormUnauthenticated', 'Support form url (anonymous)'),
    ],
  ),
  contentType(
    'contextTheme',
    'Theme hub',
    'A cross-product hub (migration, billing, security) and its resources page.',
    'hubName',
    [
      text('hubName', 'Hub name', { required: true, localized: true }),
      slug(),
      text('title', 'Title', { required: true, localized: true }),
      longText('description', 'Description', { localized: true }),
      text('deployment', 'Deployment', { required: true, in: [...DEPLOYMENTS] }),
      asset('icon', 'Icon'),
      link('notice', 'Notice', ['notice']),
      links('resourceCards', 'Resource cards', ['card']),
    ],
  ),
  contentType('card', 'Card', 'A resource card linking to a page or an external resource.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    text('shortTitle', 'Short title', { localized: true }),
    asset('icon', 'Icon'),
    text('buttonText', 'Button text', { localized: true }),
    text('buttonLink', 'Button link', { required: true }),
    longText('shortDescription', 'Short description', { localized: true }),
    longText('sacHomeDescription', 'Support home description', { localized: true }),
    longText('productSupportHomeDescription', 'Product support home description', { localized: true }),
    bool('hideInHeader', 'Hide in header'),
  ]),
  contentType('link', 'Link', 'A labelled link for menus and side panels.', 'linkLabel', [
    text('linkLabel', 'Label', { required: true, localized: true }),
    text('linkUrl', 'Url', { required: true }),
    text('linkIcon', 'Icon key'),
  ]),
  contentType(
    'menu',
    'Menu',
    'A version 2 header menu with a heading, primary items and secondary columns.',
    'heading',
    [
      text('heading', 'Heading', { required: true, localized: true }),
      links('primarySection', 'Primary section', ['card']),
      integer('primarySectionRows', 'Primary section rows'),
      links('secondarySection', 'Secondary section', ['menuColumn']),
    ],
  ),
  contentType('menuColumn', 'Menu column', 'A column of links in a menu secondary section.', 'heading', [
    text('heading', 'Heading', { required: true, localized: true }),
    links('resources', 'Resources', ['menuLink']),
    integer('numberOfColumns', 'Number of columns'),
  ]),
  contentType('menuLink', 'Menu link', 'A link in a menu column.', 'linkText', [
    text('linkText', 'Link text', { required: true, localized: true }),
    text('url', 'Url', { required: true }),
  ]),
  contentType(
    'header',
    'Header',
    'The shared site header: menus, product lists, resources and extra links.',
    'internalTitle',
    [
      text('internalTitle', 'Internal title', { required: true }),
      asset('atlassianSupportLogo', 'Support logo'),
      asset('atlassianSupportLogoV2', 'Support logo v2'),
      asset('atlassianSupportLogoV3', 'Support logo v3'),
      asset('logo', 'Logo'),
      asset('atlassianLogo', 'Vendor logo'),
      links('cloudProducts', 'Cloud products', ['product', 'contextApp']),
      links('serverProducts', 'Data Center products', ['product', 'contextApp']),
      links('additionalLinks', 'Additional links', ['link']),
      links('resources', 'Resources', ['card']),
      links('guides', 'Guides', ['card']),
      links('menus', 'Menus (v2)', ['menu']),
      text('version', 'Header version', { in: ['v1', 'v2'] }),
      bool('useWaffleMenu', 'Use waffle menu for products'),
    ],
  ),
  contentType('footer', 'Footer', 'Footer links; v2 adds your privacy choices and impressum.', 'internalTitle', [
    text('internalTitle', 'Internal title', { required: true }),
    text('version', 'Footer version', { required: true, in: ['v1', 'v2'] }),
    links('links', 'Links', ['link']),
    text('copyright', 'Copyright holder', { required: true, localized: true }),
  ]),
  contentType('featuredContent', 'Featured content', 'A titled list of featured entries on the home page.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    links('featuredEntries', 'Featured entries', ['featuredEntry']),
  ]),
  contentType('featuredEntry', 'Featured entry', 'One featured link.', 'linkText', [
    text('linkText', 'Link text', { required: true, localized: true }),
    link('page', 'Page', ['topic', 'topicSet', 'collection', 'pageKbArticle', 'documentedProduct']),
    text('url', 'External url'),
    text('linkTarget', 'Link target', { in: ['_self', '_blank'] }),
    text('type', 'Type', { in: ['article', 'guide', 'video', 'announcement'] }),
  ]),
  contentType('homePage', 'Home page', 'The support home page.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    text('heroHeading', 'Hero heading', { required: true, localized: true }),
    text('subheader', 'Subheader', { localized: true }),
    text('searchPlaceholder', 'Search placeholder', { localized: true }),
    link('featuredContent', 'Featured content', ['featuredContent']),
    links('resourceCards', 'Browse resources cards', ['card']),
    link('header', 'Header', ['header'], { required: true }),
    link('footer', 'Footer', ['footer'], { required: true }),
    link('metadata', 'Metadata', ['metadata']),
    text('metaDescription', 'Meta description', { localized: true }),
  ]),
  contentType(
    'productLandingPage',
    'Product landing page',
    'A product support landing page at /{product-slug}/resources/.',
    'title',
    [
      text('title', 'Title', { required: true, localized: true }),
      link('product', 'Product', ['product'], { required: true }),
      longText('description', 'Description', { localized: true }),
      links('resourceCards', 'Resource cards', ['card']),
      links('productCards', 'Product cards', ['product', 'contextApp']),
      text('metaDescription', 'Meta description', { localized: true }),
    ],
  ),
  contentType('documentedProduct', 'Documented product', 'The docs home of a product edition (and version).', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    link('context', 'Context', PAGE_CONTEXTS, { required: true }),
    longText('tagline', 'Tagline', { localized: true }),
    links('collections', 'Collections', ['collection']),
    links('versions', 'Versions', ['version']),
    text('metaDescription', 'Meta description', { localized: true }),
  ]),
  contentType(
    'collection',
    'Collection',
    'A documentation collection; a Guide collection groups topic sets in order.',
    'title',
    [
      text('title', 'Title', { required: true, localized: true }),
      slug(),
      link('context', 'Context', PAGE_CONTEXTS, { required: true }),
      text('subhead', 'Subhead', { localized: true }),
      longText('description', 'Description', { localized: true }),
      text('buttonText', 'Button text', { localized: true }),
      links('childrenReferences', 'Children', PAGE_TREE_CHILDREN),
      text('pageType', 'Page type', { required: true, in: [...PAGE_TYPES] }),
      text('deployment', 'Deployment', { in: [...DEPLOYMENTS] }),
      links('versions', 'Versions', ['version']),
      text('metaDescription', 'Meta description', { localized: true }),
    ],
  ),
  contentType('topicSet', 'Topic set', 'An ordered set of topics with an overview.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    slug(),
    link('collection', 'Collection', ['collection'], { required: true }),
    longText('description', 'Description', { localized: true }),
    longText('sectionOverview', 'Section overview (html)', { localized: true }),
    links('topicReferences', 'Topics', ['topic']),
    text('deployment', 'Deployment', { in: [...DEPLOYMENTS] }),
    links('versions', 'Versions', ['version']),
    link('product', 'Product', CONTEXT_TYPES),
    text('metaDescription', 'Meta description', { localized: true }),
  ]),
  contentType('topic', 'Topic', 'A documentation topic.', 'topicTitle', [
    text('topicTitle', 'Topic title', { required: true, localized: true }),
    text('shortTitle', 'Short title', { localized: true }),
    slug(),
    richText('body', 'Body (rich text)', { localized: true }),
    longText('bodyHtml', 'Body (html, legacy)', { localized: true }),
    link('collection', 'Collection', ['collection'], { required: true }),
    text('topicSetId', 'Topic set id'),
    text('pageType', 'Page type', { in: [...PAGE_TYPES] }),
    text('deployment', 'Deployment', { in: [...DEPLOYMENTS] }),
    text('platform', 'Platform notice', { in: [...PLATFORM_NOTICES] }),
    links('versions', 'Versions', ['version']),
    link('product', 'Product', CONTEXT_TYPES),
    link('featuredVideo', 'Featured video', ['video']),
    links('relatedLinks', 'Related links', ['topic', 'pageKbArticle', 'link']),
    text('confluencePageId', 'Confluence page id'),
    text('metaDescription', 'Meta description', { localized: true }),
    json('extensionsData', 'Extensions data'),
  ]),
  contentType('pageKbHome', 'KB home', 'The knowledge base home of a product at {base}/kb.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    link('context', 'Context', PAGE_CONTEXTS, { required: true }),
    text('metaDescription', 'Meta description', { localized: true }),
  ]),
  contentType(
    'pageKbArticle',
    'KB article',
    'A knowledge-base article: a migrated rich-text body or legacy sections.',
    'title',
    [
      text('title', 'Title', { required: true, localized: true }),
      slug(),
      link('kbHome', 'KB home', ['pageKbHome'], { required: true }),
      link('parent', 'Parent article', ['pageKbArticle']),
      richText('body', 'Body (rich text)', { localized: true }),
      longText('summary', 'Summary (html)', { localized: true }),
      longText('diagnosis', 'Diagnosis (html)', { localized: true }),
      longText('cause', 'Cause (html)', { localized: true }),
      longText('solution', 'Solution (html)', { localized: true }),
      text('platform', 'Platform notice', { in: [...PLATFORM_NOTICES] }),
      json('appVersions', 'App versions'),
      json('productVersions', 'Product versions'),
      date('lastPublished', 'Last published'),
      text('metaDescription', 'Meta description', { localized: true }),
    ],
  ),
  contentType('notFoundPage', 'Not found page', 'Title and message of the not-found page.', 'title', [
    text('title', 'Title', { required: true, localized: true }),
    longText('message', 'Message', { required: true, localized: true }),
  ]),
  contentType('callout', 'Callout', 'An embedded callout block.', 'heading', [
    text('heading', 'Heading', { localized: true }),
    text('appearance', 'Appearance', { required: true, in: [...CALLOUT_APPEARANCES] }),
    richText('body', 'Body', { required: true, localized: true }),
  ]),
  contentType('codeBlock', 'Code block', 'An embedded code sample.', 'title', [
    text('title', 'Title', { localized: true }),
    longText('code', 'Code', { required: true }),
    text('language', 'Language', { required: true, in: [...CODE_LANGUAGES] }),
  ]),
  contentType('kbImage', 'KB image', 'An embedded image with alt text.', 'altText', [
    text('altText', 'Alt text', { required: true, localized: true }),
    asset('image', 'Image', { required: true }),
  ]),
  contentType('video', 'Video', 'An embedded YouTube, Vimeo or Loom video.', 'title', [
    text('videoUrl', 'Video url', { required: true }),
    text('title', 'Title', { required: true, localized: true }),
    longText('description', 'Description', { localized: true }),
  ]),
  contentType('anchor', 'Anchor', 'An inline anchor target.', 'anchorId', [text('anchorId', 'Id', { required: true })]),
  contentType('textFragment', 'Text fragment', 'Reusable inline text.', 'textFragmentId', [
    text('textFragmentId', 'Fragment id', { required: true }),
    richText('text', 'Text', { required: true, localized: true }),
  ]),
  contentType('credits', 'Credits', 'The team listed on the hidden credits screen.', 'title', [
    text('title', 'Title', { required: true }),
    json('team', 'Team ([{name, role}])', { required: true }),
  ]),
];

export const contentTypeIds = contentTypes.map((definition) => definition.sys.id);
