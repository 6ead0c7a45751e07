import { ArticleBodyMissingError } from '../../../shared/errors';
import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolveContentPage } from './resolve-page';
import {
  TEST_FLAGS,
  resolverExport,
  resolverSnapshot,
  setFields,
  testOptions,
  versionedGuideExport,
} from './resolver-fixtures';

describe('resolveTopic', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string, options = testOptions()) =>
    resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', options);

  it('renders the body once to html with its table of contents', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.body.html).toContain('<h2 id="about-estimate-issues">');
    expect(page.toc).toEqual([{ id: 'about-estimate-issues', text: 'About Estimate issues', level: 2 }]);
    expect(page.platform).toBe('Cloud only');
  });

  it('reuses the rendered body for the same snapshot and locale', () => {
    // Act
    const first = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');
    const second = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(second.body).toBe(first.body);
  });

  it('includes the featured video only when the video flag is on', () => {
    // Act
    const withVideo = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');
    const withoutVideo = expectKind(
      resolve('/jira-cloud/docs/tour-2/', testOptions({ flags: { ...TEST_FLAGS, isVideoEnabled: false } })).entry,
      'topic',
    );

    // Assert
    expect(withVideo.featuredVideo).toEqual({
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
      // Parsed on the server, so the browser needs no url parser.
      video: {
        ok: true,
        service: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
        watchUrl: 'https://www.youtube.com/watch?v=abc123',
      },
      title: 'Boards in two minutes',
      description: 'A short tour',
    });
    expect(withoutVideo.featuredVideo).toBeUndefined();
  });

  it('lists related pages and links', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.relatedLinks).toEqual([
      { id: 'topic-jql', label: 'Search with JQL', url: '/jira-cloud/docs/search-with-jql/' },
      { id: 'link-dev', label: 'Developer docs', url: 'https://developer.example.com/' },
    ]);
  });

  it('gives a guide topic its progress, neighbours across topic sets and the guide topic sets', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.guide).toMatchObject({
      topicSetTitle: 'Plan',
      position: 2,
      total: 2,
      previous: { id: 'tour-1', buttonText: 'View topic' },
      next: { id: 'tour-3', url: '/jira-cloud/docs/tour-3/' },
      topicSets: [
        { id: 'set-plan', current: true },
        { id: 'set-track', current: false },
      ],
    });
  });

  it('has no guide block for a topic outside a guide', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/search-with-jql/').entry, 'topic');

    // Assert
    expect(page.guide).toBeUndefined();
  });

  it('links this topic in every listed Data Center version and in Cloud', () => {
    // Act
    const page = expectKind(resolve('/confluence-data-center/9.2/docs/back-up/').entry, 'topic');

    // Assert
    expect(page.deploymentSwitch).toMatchObject({
      current: 'Data Center',
      cloudUrl: '/confluence-cloud/docs/back-up/',
      dataCenter: { currentVersion: '9.2', versions: [{ number: '9.2' }, { number: '9.1' }] },
    });
  });

  it('leaves the url of a version the topic is not in undefined, with search and browse fallbacks', () => {
    // Act
    const page = expectKind(resolve('/confluence-data-center/9.2/docs/new-in-9-2/').entry, 'topic');

    // Assert
    const dataCenter = page.deploymentSwitch?.dataCenter;
    expect(dataCenter?.kind).toBe('versions');
    const v91 = dataCenter?.kind === 'versions' ? dataCenter.versions.find((v) => v.number === '9.1') : undefined;
    expect(v91).toEqual({
      number: '9.1',
      browseUrl: '/confluence-data-center/9.1/docs/',
      searchUrl: '/search-results/?searchTerm=New+in+9.2&product=confluence&deployment=data_center&version=9.1',
    });
  });

  it('throws ArticleBodyMissingError for a topic without a body', () => {
    // Arrange
    const exportJson = setFields(resolverExport(), 'topic-jql', { body: undefined });
    const bare = resolverSnapshot(exportJson);

    // Act
    const act = () =>
      resolveContentPage(bare, bare.route('/jira-cloud/docs/search-with-jql/')!, 'en-US', testOptions());

    // Assert
    expect(act).toThrow(ArticleBodyMissingError);
  });

  it('lists the topics of the current topic set for the guide progress list', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.guide?.topics).toEqual([
      { id: 'tour-1', label: 'Plan a sprint', url: '/jira-cloud/docs/tour-1/' },
      { id: 'tour-2', label: 'Estimate issues', url: '/jira-cloud/docs/tour-2/' },
    ]);
  });

  it('links the entry in Contentful and leaves out the Confluence editor without a page id', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.editUrl).toBe('https://app.contentful.com/spaces/helpcentre/environments/master/entries/tour-2');
    expect(page.confluenceEditUrl).toBeUndefined();
  });

  it('links the Confluence editor when the topic has a Confluence page id', () => {
    // Arrange
    const exportJson = setFields(resolverExport(), 'tour-2', { confluencePageId: '4242' });
    const withPage = resolverSnapshot(exportJson);

    // Act
    const page = expectKind(
      resolveContentPage(withPage, withPage.route('/jira-cloud/docs/tour-2/')!, 'en-US', testOptions()).entry,
      'topic',
    );

    // Assert
    expect(page.confluencePageId).toBe('4242');
    expect(page.confluenceEditUrl).toBe('https://confluence.atlassian.com/pages/editpage.action?pageId=4242');
  });

  it('has no related apps for content without a related-app list', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    expect(page.relatedApps).toEqual([]);
  });

  it('carries a TechArticle with headline, language, date and the breadcrumb trail, ending at the page once, for JSON-LD', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/tour-2/').entry, 'topic');

    // Assert
    const trail = page.structuredData?.breadcrumb.itemListElement ?? [];
    expect(page.structuredData).toMatchObject({
      '@type': 'TechArticle',
      headline: 'Estimate issues',
      inLanguage: 'en-US',
    });
    expect(page.structuredData?.dateModified).toBe(page.lastPublished);
    // The visible trail ends at the page; the structured one names it there too, and only there.
    expect(page.breadcrumbs.at(-1)?.url).toBe('/jira-cloud/docs/tour-2/');
    expect(trail.map((step) => step.name)).toEqual(page.breadcrumbs.map((crumb) => crumb.title));
    expect(trail.filter((step) => step.name === 'Estimate issues')).toHaveLength(1);
    expect(trail.at(-1)).toMatchObject({ position: trail.length, item: '/jira-cloud/docs/tour-2/' });
  });

  it('returns the page tree of the docs home of the topic context', () => {
    // Act
    const { pageTree } = resolve('/jira-cloud/docs/create-a-board/');

    // Assert
    expect(pageTree.map((node) => node.id)).toEqual(['coll-guide', 'coll-reference']);
  });

  describe('in a Data Center guide whose topic set lists copies of several versions', () => {
    const versioned = resolverSnapshot(versionedGuideExport());
    const guideAt = (url: string) =>
      expectKind(resolveContentPage(versioned, versioned.route(url)!, 'en-US', testOptions()).entry, 'topic').guide;

    it("lists and counts only the topics with a copy in the page's version, each once", () => {
      // Act
      const guide = guideAt('/confluence-data-center/9.1/docs/install/');

      // Assert
      expect(guide).toMatchObject({ position: 1, total: 2 });
      expect(guide?.topics.map((topic) => [topic.id, topic.url])).toEqual([
        ['conf-install', '/confluence-data-center/9.1/docs/install/'],
        ['conf-upgrade-91', '/confluence-data-center/9.1/docs/upgrade/'],
      ]);
      expect(guide?.topicSets.map((set) => set.url)).toEqual(['/confluence-data-center/9.1/docs/install-and-upgrade/']);
    });

    it("leads previous and next to the neighbours' copies in the page's version", () => {
      // Act
      const install = guideAt('/confluence-data-center/9.1/docs/install/');
      const monitor = guideAt('/confluence-data-center/9.2/docs/monitor/');

      // Assert
      expect(install?.next).toMatchObject({ id: 'conf-upgrade-91', url: '/confluence-data-center/9.1/docs/upgrade/' });
      expect(monitor).toMatchObject({ position: 3, total: 3 });
      expect(monitor?.previous).toMatchObject({
        id: 'conf-upgrade-92',
        url: '/confluence-data-center/9.2/docs/upgrade/',
      });
    });

    it("links a versioned related page only by its copy in the page's version, and an unversioned one as before", () => {
      // Act
      const related = (url: string) =>
        expectKind(resolveContentPage(versioned, versioned.route(url)!, 'en-US', testOptions()).entry, 'topic')
          .relatedLinks;

      // Assert
      expect(related('/confluence-data-center/9.1/docs/install/').map((link) => link.url)).toEqual([
        '/jira-cloud/docs/search-with-jql/',
      ]);
      expect(related('/confluence-data-center/9.2/docs/install/').map((link) => link.url)).toEqual([
        '/confluence-data-center/9.2/docs/monitor/',
        '/jira-cloud/docs/search-with-jql/',
      ]);
    });

    it('has no next topic when the next one listed has no copy in the version', () => {
      // Act
      const guide = guideAt('/confluence-data-center/9.1/docs/upgrade/');

      // Assert
      expect(guide).toMatchObject({ position: 2, total: 2 });
      expect(guide?.previous?.url).toBe('/confluence-data-center/9.1/docs/install/');
      expect(guide?.next).toBeUndefined();
    });
  });
});

describe('helpful topics of documentation pages', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string) => resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions());

  it("lists the guides of the page's product on its docs home and on a topic of the product", () => {
    // Act
    const home = resolve('/jira-cloud/docs/').entry;
    const topic = resolve('/jira-cloud/docs/tour-2/').entry;

    // Assert
    expect(home.helpfulTopics).toEqual([
      expect.objectContaining({ id: 'coll-guide', title: 'Get started', url: '/jira-cloud/docs/get-started/' }),
    ]);
    expect(topic.helpfulTopics).toEqual(home.helpfulTopics);
  });

  it('gives no helpful topics to a product whose docs home has no guide', () => {
    // Act
    const topic = resolve('/confluence-cloud/docs/back-up/').entry;

    // Assert
    expect(topic.helpfulTopics).toBeUndefined();
  });

  it('gives no helpful topics to pages outside the documentation', () => {
    // Act
    const home = resolve('/').entry;

    // Assert
    expect(home.helpfulTopics).toBeUndefined();
  });
});
