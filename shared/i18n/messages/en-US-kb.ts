// One group of the en-US table (./en-US.ts) in a module of its own, so the page bundle carries it only
// with the code that reads it (docs/interface-strings.md).
/** The knowledge base templates and their lists: versions, progress steps, platform notices. */
export const kb = {
  searchKnowledgeBase: 'Search the knowledge base',
  moreWaysToGetHelp: 'More ways to get help',
  /** The heading of a KB home's list of its articles. */
  kbArticles: 'Articles',
  exploreMore: 'Explore more',
  inThisSection: 'In this section',
  stepVisited: 'visited',
  stepCurrent: 'current',
  stepUpcoming: 'upcoming',
  /** The platform notice of topics and KB articles; the keys are the content model's values. */
  platformNotices: {
    'Cloud only': 'Cloud only',
    'Cloud and Data Center': 'Cloud and Data Center',
    'Data Center only': 'Data Center only',
    'Data Center and Cloud by request': 'Data Center and Cloud by request',
  },
} as const;
