/**
 * Editor insights (docs/adr/038-editor-insights.md): /insights/ shows what readers did over a
 * period, and /insights/{table}.csv downloads each of its tables with the same filters. Editors
 * only (a signed-in address of the editor domain): an anonymous visitor is sent to sign in and
 * brought back, anyone else gets the not-found page, as the staff queue does. Every answer is
 * `private, no-store` and never enters the html cache.
 */
import express, { type Request, type Response, type Router } from 'express';
import { loginUrl } from '../../shared/components/chrome/chrome-links';
import { INSIGHTS_PATH } from '../../shared/constants';
import { fill } from '../../shared/i18n/messages';
import { insightsMessagesFor } from '../../shared/i18n/part-messages';
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import {
  INSIGHTS_TABLES,
  type InsightsArticleView,
  type InsightsPageData,
  type InsightsTable,
} from '../../shared/types/pages/other-pages';
import type { AuthConfig } from '../../config/config';
import type { InsightsFacets, InsightsReport } from '../analytics/insights';
import {
  emptyInsightsData,
  parseInsightsFilters,
  toCsv,
  type CsvValue,
  type ParsedInsightsFilters,
} from '../analytics/insights-filters';
import { sessionIdOf } from '../auth/cookies';
import { isEditorEmail } from '../auth/roles';
import type { Sessions } from '../auth/sessions';
import { titleOf } from '../content/resolvers/fields';
import { contentfulEditUrl } from '../content/resolvers/edit-links';
import type { ContentSnapshot } from '../content/snapshot-types';
import type { Store } from '../store/store';
import type { PageHandler } from './page-handler';

export interface InsightsRouteDeps {
  auth: Pick<AuthConfig, 'editorEmailDomain'>;
  secure: boolean;
  sessions: Pick<Sessions, 'resolve'>;
  store: Pick<Store, 'insights' | 'insightsFacets'>;
  snapshots: { current(): ContentSnapshot };
  contentfulWebApp: { spaceId: string; environment: string };
  now?: () => Date;
}

const PRIVATE = 'private, no-store';

const rate = (yes: number, no: number): number | null => (yes + no === 0 ? null : yes / (yes + no));

/** The page's data from the store's report: articles named and linked from the current snapshot. */
export function insightsPageData(
  report: InsightsReport,
  facets: InsightsFacets,
  parsed: Extract<ParsedInsightsFilters, { ok: true }>,
  article: (entryId: string) => InsightsArticleView,
  locale: Locale,
): InsightsPageData {
  return {
    ...emptyInsightsData(parsed.view, locale, null),
    deployments: facets.deployments,
    versions: facets.versions,
    first: parsed.first,
    last: parsed.last,
    helpful: report.helpful.map((row) => ({
      article: article(row.entryId),
      deployment: row.deployment,
      version: row.version,
      yes: row.yes,
      no: row.no,
      rate: rate(row.yes, row.no),
      ...row.reasons,
    })),
    searchGaps: report.searchGaps,
    mostRead: report.mostRead.map((row) => ({ article: article(row.entryId), count: row.count })),
    mostExited: report.mostExited.map((row) => ({ article: article(row.entryId), count: row.count })),
    trend: report.trend.map((day) => ({
      day: day.day,
      views: day.views,
      helpfulRate: rate(day.yes, day.no),
      zeroResults: day.zeroResults,
    })),
  };
}

const share = (value: number | null): CsvValue => (value === null ? null : Number(value.toFixed(4)));

const articleColumns = ['entry_id', 'title', 'url', 'contentful_url'];
const articleCells = (article: InsightsArticleView): CsvValue[] => [
  article.entryId,
  article.title,
  article.url,
  article.editUrl,
];

/** One table of the page as CSV: machine-readable column names, the same rows the page shows. */
export function insightsCsv(table: InsightsTable, data: InsightsPageData, publicBaseUrl: string): string {
  const absolute = (article: InsightsArticleView): InsightsArticleView => ({
    ...article,
    url: article.url === null ? null : `${publicBaseUrl}${article.url}`,
  });
  switch (table) {
    case 'helpful':
      return toCsv(
        [
          ...articleColumns,
          'deployment',
          'version',
          'yes',
          'no',
          'helpful_rate',
          'inaccurate',
          'unclear',
          'irrelevant',
        ],
        data.helpful.map((row) => [
          ...articleCells(absolute(row.article)),
          row.deployment,
          row.version,
          row.yes,
          row.no,
          share(row.rate),
          row.inaccurate,
          row.unclear,
          row.irrelevant,
        ]),
      );
    case 'search-gaps':
      return toCsv(
        ['query', 'searches', 'zero_results', 'no_click'],
        data.searchGaps.map((row) => [row.query, row.searches, row.zeroResults, row.noClick]),
      );
    case 'most-read':
    case 'most-exited':
      return toCsv(
        [...articleColumns, table === 'most-read' ? 'views' : 'exits'],
        (table === 'most-read' ? data.mostRead : data.mostExited).map((row) => [
          ...articleCells(absolute(row.article)),
          row.count,
        ]),
      );
    case 'trend':
      return toCsv(
        ['day', 'views', 'helpful_rate', 'zero_results'],
        data.trend.map((day) => [day.day, day.views, share(day.helpfulRate), day.zeroResults]),
      );
  }
}

export function createInsightsRouter(
  deps: InsightsRouteDeps & { publicBaseUrl: string },
  pages: Pick<PageHandler, 'sendPrivate' | 'sendPrivateNotFound'>,
  locale: Locale,
): Router {
  const now = deps.now ?? (() => new Date());
  const labels = insightsMessagesFor(locale);
  const router = express.Router({ caseSensitive: true, strict: true });

  /** True for an editor; otherwise the visitor was sent to sign in or shown the not-found page. */
  const editor = async (req: Request, res: Response): Promise<boolean> => {
    res.setHeader('Cache-Control', PRIVATE);
    const session = await deps.sessions.resolve(sessionIdOf(req, deps.secure));
    if (!session) {
      res.redirect(303, loginUrl(req.originalUrl, locale));
      return false;
    }
    if (!isEditorEmail(session.email, deps.auth.editorEmailDomain)) {
      await pages.sendPrivateNotFound(req, res, locale);
      return false;
    }
    return true;
  };

  const article = (snapshot: ContentSnapshot) => (entryId: string) => {
    const entry = snapshot.entry(entryId, locale);
    const url = snapshot.urlOf(entryId);
    return {
      entryId,
      title: entry ? titleOf(entry) : fill(labels.unknownArticle, { id: entryId }),
      url: entry && url !== undefined ? withLocale(url, locale) : null,
      editUrl: contentfulEditUrl(entryId, deps.contentfulWebApp.spaceId, deps.contentfulWebApp.environment),
    };
  };

  const read = async (parsed: Extract<ParsedInsightsFilters, { ok: true }>): Promise<InsightsPageData> => {
    const [report, facets] = await Promise.all([
      deps.store.insights(parsed.filters),
      deps.store.insightsFacets({ from: parsed.filters.from, to: parsed.filters.to }),
    ]);
    return insightsPageData(report, facets, parsed, article(deps.snapshots.current()), locale);
  };

  router.get(INSIGHTS_PATH, async (req, res) => {
    if (!(await editor(req, res))) return;
    const parsed = parseInsightsFilters(req.query, now());
    if (!parsed.ok) {
      const data = emptyInsightsData(parsed.view, locale, labels[parsed.problem]);
      await pages.sendPrivate(req, res, locale, 'insights', { insights: data }, 400);
      return;
    }
    await pages.sendPrivate(req, res, locale, 'insights', { insights: await read(parsed) });
  });

  router.get(`${INSIGHTS_PATH}:table.csv`, async (req, res) => {
    if (!(await editor(req, res))) return;
    const table = String(req.params.table);
    if (!(INSIGHTS_TABLES as readonly string[]).includes(table)) {
      res
        .status(404)
        .type('text/plain')
        .send(`table: must be one of ${INSIGHTS_TABLES.join(', ')}`);
      return;
    }
    const parsed = parseInsightsFilters(req.query, now());
    if (!parsed.ok) {
      res.status(400).type('text/plain').send(labels[parsed.problem]);
      return;
    }
    const data = await read(parsed);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="insights-${table}-${parsed.first}-to-${parsed.last}.csv"`,
    );
    res.type('text/csv; charset=utf-8').send(insightsCsv(table as InsightsTable, data, deps.publicBaseUrl));
  });

  return router;
}
