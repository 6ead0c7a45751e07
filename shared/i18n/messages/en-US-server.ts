/**
 * The strings of the en-US groups that only the server renders: static regions
 * (docs/adr/044-static-regions.md), resolvers, routes, feeds and the labels inside rendered bodies.
 * They are kept out of ./en-US.ts, whose groups are what the browser's page bundle reads, and joined
 * with them in the whole table (`enUS` there). Read through ../server-messages.ts.
 */

export const chromeServer = {
  footer: 'Footer',
  /** The footer's language switch (shared/components/chrome/LanguageSwitch.tsx). */
  language: 'Language',
  copyright: 'Copyright © {year} {holder}',
  siteUpdatesFeed: '{site}: recently updated articles',
  productUpdatesFeed: '{product}: recently updated articles',
  siteSearch: '{site} search',
  llmsSummary: 'Documentation and knowledge base articles for the products of {site}, each page also as Markdown.',
  accessibility: 'Accessibility',
  noticeAtCollection: 'Notice at collection',
  privacyPolicy: 'Privacy policy',
  termsOfUse: 'Terms of use',
  security: 'Security',
  yourPrivacyChoices: 'Your privacy choices',
  terms: 'Terms',
  impressum: 'Impressum',
  securityDataProtection: 'Security/data protection',
} as const;

export const pageServer = {
  relatedContent: 'Related content',
  /** Above a body shown in English on a page of another language (never on an English page). */
  untranslatedBody: 'This page has not been translated into your language yet, so it is shown in English.',
  /** A Data Center page in a version other than the newest, then a link to the newest. */
  olderVersion: 'This is the documentation for version {version}, which is not the latest.',
  thisPageInVersion: 'View this page in version {version}',
  versionDocumentation: 'Go to the version {version} documentation',
  guideProgress: 'Topic {position} of {total} in {topicSet}',
  previousTopic: 'Previous topic',
  nextTopic: 'Next topic',
  viewTopic: 'View topic',
  viewTopics: 'View topics',
  moreInThisGuide: 'More in this guide',
  knowledgeBase: '{title} Knowledge Base',
  /** A KB home's crumb right after its product's resources page, which names the product. */
  knowledgeBaseCrumb: 'Knowledge Base',
  contactSupportDescription: 'Get help from our support team.',
  community: 'Community',
  communityDescription: 'Ask questions and find answers from other users.',
  developerCommunity: 'Developer community',
  developerCommunityDescription: 'Get help building apps and integrations.',
  developerSupportDesk: 'Developer support desk',
  developerSupportDeskDescription: 'Report a problem with our developer platform.',
  partner: 'Partners',
  partnerDescription: 'Find a partner for custom requests.',
  appsLabel: 'Apps',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpMessage: 'The Community is here to help. Ask a question and get answers from other users.',
  askTheCommunity: 'Ask the community',
  browseCommunity: 'Browse answers in the Community',
  reportProblem: 'Report a problem',
  contactHeading: 'Contact support',
  contactIntro: 'Tell us about your problem and we will get back to you.',
  hotContactHeading: 'Report a critical problem',
  hotContactIntro: 'Use this form for problems that stop your team from working.',
  partnerContactHeading: 'Partner support',
  partnerContactIntro: 'Raise a request on behalf of a customer you work with.',
  statusPageContactHeading: 'Statuspage support',
  statusPageContactIntro: 'Tell us about a problem with your status page.',
  customerPortalHeading: 'Customer support portal',
  customerPortalIntro: 'Manage your licences, billing and support requests.',
  fileDownloadHeading: 'Download files',
  fileDownloadIntro: 'Fill in the form to get your download.',
  requestsHeading: 'Your requests',
  namedContactsHeading: 'Named contacts',
  previewErrorHeading: 'Preview unavailable',
  relatedResources: 'Related resources',
  guideTopics: 'Topics in {topicSet}',
  /** The first breadcrumb when the space has no home page entry. */
  /** The version modifiers of KB article version rows, keyed by the value the content stores. */
  versionModifiers: {
    'and later': 'and later',
    'and earlier': 'and earlier',
    only: 'only',
  },
  home: 'Home',
  notFoundTitle: 'Page not found',
  /** The not-found page's link to the deepest page above the missing address. */
  notFoundNearest: 'Back to {title}',
  /** SPEC.md section 2: the preview error messages, word for word. */
  previewErrors: {
    requiredFields: "We can't build a preview until all required fields are set.",
    context: "We can't build a preview until the Context field is set.",
    contextAndCollection: "We can't build a preview until the Context and Collection Reference fields are set.",
    /** Not in SPEC.md: the Preview API could not be read (docs/adr/023-live-preview.md). */
    unavailable:
      'Contentful could not be reached, so this preview cannot be built right now. Reload the page in a moment.',
    signInRequired: 'Previews show unpublished content. Sign in as a content editor to see this preview.',
    editorsOnly: 'Only content editors can see previews. Sign in with your editor account.',
    /** Not in SPEC.md: a preview link whose preview_secret is wrong (docs/adr/023-live-preview.md). */
    secretInvalid:
      'The secret in this preview link is not valid. Ask for a new preview link, or sign in as a content editor to see this preview.',
  },
  signInHeading: 'Sign in',
  logOutHeading: 'Log out',
  accountHeading: 'Your account',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailTooLong: 'An e-mail address can be at most 254 characters long.',
  tooManySignIns: 'Too many sign-in attempts. Wait a few minutes, then try again.',
  signInLinkInvalid: 'This sign-in link has expired or was already used. Ask for a new one below.',
  signInMailFailed: 'We could not send the sign-in e-mail. Try again later.',
  requestMailSubject: '[{reference}] We received your request',
  requestMailText: 'Your request has the reference {reference}.\n\nSign in with this address to follow it: {url}',
  requestMailTextWithSummary:
    'Your request "{summary}" has the reference {reference}.\n\nSign in with this address to follow it: {url}',
  replyMailSubject: '[{reference}] {summary}: a reply from support',
  replyMailText: '{reply}\n\nSee the whole conversation and reply at {url}',
  signInMailSubject: 'Your sign-in link for the help centre',
  signInMailText:
    'Open this link within 15 minutes to sign in. It works once.\n\n{link}\n\nIf you did not ask to sign in, ignore this message.',
  signInProviderUnavailable:
    'The sign-in service is not answering at the moment. You can keep browsing and try again in a few minutes.',
  signInDenied: 'Sign-in was cancelled at the sign-in service. You can keep browsing, or try again.',
  signInFailed:
    'Sign-in could not be completed: it took too long, was started in another window, or was already used. Try again.',
  signInNoEmail: 'The sign-in service did not share a verified e-mail address, so we cannot tell who you are.',
  supportTeam: 'Support team',
  staffQueue: 'Support queue',
  replyRequired: 'Write a reply before sending it.',
  replyTooLong: 'A reply can be at most 5000 characters long.',
  contactDuplicate: 'This address is already a named contact.',
  contactOtherOrganisation:
    'Only people of {organisation} can be named contacts. Enter an address that ends in @{organisation}.',
} as const;

export const searchServer = {
  metaDescription: 'Search the documentation and knowledge base articles of every product.',
  metaDescriptionFor: 'Documentation and knowledge base articles that match “{searchTerm}”.',
  lastPublished: 'Last published {date}',
} as const;

export const richtextServer = {
  /** Preview only: marks where a part of the body could not be rendered, before the reason. */
  contentProblem: 'This part of the page could not be shown:',
  calloutLabels: {
    Discovery: 'Discovery',
    New: 'New',
    Information: 'Information',
    Success: 'Success',
    Tip: 'Tip',
    Warning: 'Warning',
    Caution: 'Caution',
  },
  copyCode: 'Copy code',
  /** The headings of a legacy KB article's sections (SPEC.md: capitalized), in the page's language. */
  legacyKbHeadings: {
    summary: 'Summary',
    diagnosis: 'Diagnosis',
    cause: 'Cause',
    solution: 'Solution',
  },
  table: 'Table',
  headingLink: 'Copy link to this section',
  readingTime: '{minutes} min read',
  copyPageAsMarkdown: 'Copy page as Markdown',
  /** Without JavaScript 'Copy page as Markdown' is this link to the page's Markdown twin. */
  viewPageAsMarkdown: 'View page as Markdown',
  readerTools: 'Page tools',
  /** Without JavaScript the Share menu is this one link. */
  shareByEmailFallback: 'Share by e-mail',
} as const;
