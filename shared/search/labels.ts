/**
 * Interface words of the search results page, per locale. The strings SPEC.md fixes in English
 * ('Showing results for "{term}"', 'No filters applied') keep that wording for en-US.
 */
import { useLocale } from '../i18n/locale';
import type { Locale } from '../types/content';

const en = {
  heading: 'Search results',
  searchLabel: 'Search',
  searchPlaceholder: "Tell us what you're looking for",
  searchButton: 'Search',
  categories: 'Categories',
  categoryAll: 'All',
  categoryDocumentation: 'Documentation',
  categoryKnowledgeBase: 'Knowledge base',
  contentTypes: 'Content type',
  contentTypeTopic: 'Topic',
  contentTypeTopicSet: 'Topic set',
  contentTypeCollection: 'Collection',
  contentTypeDocumentedProduct: 'Product documentation',
  contentTypeKbArticle: 'Knowledge base article',
  sortBy: 'Sort by',
  sortRelevance: 'Relevance',
  sortLastPublished: 'Last published',
  filters: 'Filters',
  apps: 'Apps',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  version: 'Version',
  appliedFilters: 'Applied filters',
  noFiltersApplied: 'No filters applied',
  removeFilter: 'Remove filter {name}',
  reset: 'Reset filters',
  loading: 'Loading results',
  showingResultsFor: 'Showing results for "{term}"',
  resultCount: '{total} results',
  noResultsHeading: "We couldn't find anything matching your search",
  noResultsSubheading: 'Try different words, fewer filters, or check the spelling.',
  pagination: 'Search results pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {number}',
  lastPublished: 'Last published {date}',
  answerHeading: 'Answer generated from the articles below',
  answerNote: 'This answer is generated from the help articles found for your search. Check the linked sections.',
  answerSources: 'Sources',
  showAnswer: 'Show answer',
  hideAnswer: 'Hide answer',
} as const;

export type SearchLabelKey = keyof typeof en;
export type SearchLabels = Record<SearchLabelKey, string>;

const ja: SearchLabels = {
  heading: '検索結果',
  searchLabel: '検索',
  searchPlaceholder: 'お探しの内容を入力してください',
  searchButton: '検索',
  categories: 'カテゴリ',
  categoryAll: 'すべて',
  categoryDocumentation: 'ドキュメント',
  categoryKnowledgeBase: 'ナレッジ ベース',
  contentTypes: 'コンテンツ タイプ',
  contentTypeTopic: 'トピック',
  contentTypeTopicSet: 'トピック セット',
  contentTypeCollection: 'コレクション',
  contentTypeDocumentedProduct: '製品ドキュメント',
  contentTypeKbArticle: 'ナレッジ ベース記事',
  sortBy: '並べ替え',
  sortRelevance: '関連性',
  sortLastPublished: '最終公開日',
  filters: 'フィルター',
  apps: 'アプリ',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  version: 'バージョン',
  appliedFilters: '適用中のフィルター',
  noFiltersApplied: 'フィルターは適用されていません',
  removeFilter: 'フィルター {name} を削除',
  reset: 'フィルターをリセット',
  loading: '結果を読み込んでいます',
  showingResultsFor: '"{term}" の検索結果',
  resultCount: '{total} 件',
  noResultsHeading: '検索に一致する結果は見つかりませんでした',
  noResultsSubheading: '別の言葉を試すか、フィルターを減らすか、綴りを確認してください。',
  pagination: '検索結果のページ',
  previousPage: '前のページ',
  nextPage: '次のページ',
  page: '{number} ページ',
  lastPublished: '最終公開日 {date}',
  answerHeading: '以下の記事から生成された回答',
  answerNote: 'この回答は検索で見つかったヘルプ記事から生成されています。リンク先のセクションを確認してください。',
  answerSources: '出典',
  showAnswer: '回答を表示',
  hideAnswer: '回答を非表示',
};

const LABELS: Record<Locale, SearchLabels> = { 'en-US': en, 'ja-JP': ja };

export function searchLabels(locale: Locale): SearchLabels {
  return LABELS[locale];
}

export function useSearchLabels(): SearchLabels {
  return LABELS[useLocale()];
}
