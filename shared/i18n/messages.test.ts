import { MESSAGES } from './all-messages';
import { fill, message, messagesFor } from './messages';
import { assistant } from './messages/en-US-assistant';
import { insights } from './messages/en-US-insights';
import { kb } from './messages/en-US-kb';
import { account } from './messages/en-US-account';
import { requests } from './messages/en-US-requests';
import { searchResults } from './messages/en-US-search-results';
import { share } from './messages/en-US-share';
import { signIn } from './messages/en-US-sign-in';
import { chrome, dates, page, richtext, search } from './messages/en-US';
import { jaJPBrowser } from './messages/ja-JP-browser';
import { serverMessage, serverMessagesFor } from './server-messages';
import { LOCALES, type Locale } from '../types/content';

interface Leaf {
  path: string;
  value: unknown;
}

/** Every string of a table as 'group.key' paths, nested groups included. */
function leaves(table: unknown, prefix = ''): Leaf[] {
  if (typeof table !== 'object' || table === null) return [{ path: prefix, value: table }];
  return Object.entries(table).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

const source = new Map(leaves(MESSAGES['en-US']).map((leaf) => [leaf.path, leaf.value]));
const others = LOCALES.filter((locale) => locale !== 'en-US');

describe('the message tables', () => {
  it('has a table for every supported locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it('has only non-empty strings in the English source table', () => {
    const bad = [...source].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it.each(others)('has every English key in %s, and no other', (locale: Locale) => {
    const paths = leaves(MESSAGES[locale]).map((leaf) => leaf.path);
    expect({ locale, missing: [...source.keys()].filter((path) => !paths.includes(path)) }).toEqual({
      locale,
      missing: [],
    });
    expect({ locale, unknown: paths.filter((path) => !source.has(path)) }).toEqual({ locale, unknown: [] });
  });

  it.each(others)('has a non-empty string for every key in %s', (locale: Locale) => {
    const empty = leaves(MESSAGES[locale])
      .filter((leaf) => typeof leaf.value !== 'string' || leaf.value.trim() === '')
      .map((leaf) => leaf.path);
    expect({ locale, empty }).toEqual({ locale, empty: [] });
  });

  it.each(others)('uses the same placeholders as English in %s', (locale: Locale) => {
    const differing = leaves(MESSAGES[locale])
      .filter((leaf) => {
        const english = source.get(leaf.path);
        return typeof english === 'string' && typeof leaf.value === 'string'
          ? placeholders(english).join() !== placeholders(leaf.value).join()
          : false;
      })
      .map((leaf) => `${leaf.path}: ${String(source.get(leaf.path))} / ${String(leaf.value)}`);
    expect({ locale, differing }).toEqual({ locale, differing: [] });
  });

  it.each(others)('has in the browser part of %s exactly the keys the browser reads in English', (locale: Locale) => {
    const BROWSER_PARTS: Readonly<Record<Exclude<Locale, 'en-US'>, unknown>> = { 'ja-JP': jaJPBrowser };
    const english = leaves({
      chrome,
      page,
      search,
      richtext,
      dates,
      assistant,
      insights,
      searchResults,
      signIn,
      requests,
      share,
      account,
      kb,
    }).map((leaf) => leaf.path);
    const paths = leaves(BROWSER_PARTS[locale as Exclude<Locale, 'en-US'>]).map((leaf) => leaf.path);
    expect({ locale, missing: english.filter((path) => !paths.includes(path)) }).toEqual({ locale, missing: [] });
    expect({ locale, unknown: paths.filter((path) => !english.includes(path)) }).toEqual({ locale, unknown: [] });
  });

  it('keeps the exact English strings of the specification', () => {
    const en = serverMessagesFor('en-US');
    expect(en.chrome.notFindingHelp).toBe('Not finding the help you need?');
    expect(en.chrome.submitWithoutLoggingIn).toBe('Submit support request without logging in');
    expect(en.chrome.logInToContactSupport).toBe('Log in to contact support');
    expect(en.account.viewPartnerRequests).toBe('view partner requests');
    expect(en.chrome.seeAllOtherApps).toBe('See all other apps');
    expect(en.page.wasThisHelpful).toBe('Was this helpful?');
    expect([en.page.reasonAccurate, en.page.reasonClear, en.page.reasonRelevant]).toEqual([
      "It wasn't accurate",
      "It wasn't clear",
      "It wasn't relevant",
    ]);
    expect(en.page.unableToFindPage).toBe('Unable to find page');
    expect(en.kb.moreWaysToGetHelp).toBe('More ways to get help');
    expect(en.page.knowledgeBase).toBe('{title} Knowledge Base');
    expect(en.searchResults.showingResultsFor).toBe('Showing results for "{term}"');
    expect(en.searchResults.noFiltersApplied).toBe('No filters applied');
    expect(en.richtext.videoError).toBe(
      'This video cannot be displayed. Please contact support if you believe this is an error.',
    );
  });

  it('translates the labels a Japanese page used to show in English', () => {
    const ja = serverMessagesFor('ja-JP');
    expect(ja.page.onThisPage).toBe('このページの内容');
    expect(ja.page.relatedContent).toBe('関連コンテンツ');
    expect(ja.kb.platformNotices['Cloud only']).toBe('Cloud のみ');
    expect(ja.page.wasThisHelpful).toBe('この記事は役に立ちましたか？');
    expect(ja.chrome.dataCenter).toBe('Data Center');
  });
});

describe('fill and message', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Copyright © {year} {holder}', { year: 2025, holder: 'Example' })).toBe('Copyright © 2025 Example');
    expect(serverMessage('en-US', 'copyright', { year: 2025, holder: 'Example' })).toBe('Copyright © 2025 Example');
    expect(message('ja-JP', 'signIn')).toBe('ログイン');
  });

  it('reads the en-US table for a locale without one', () => {
    expect(messagesFor('fr-FR' as Locale)).toBe(MESSAGES['en-US']);
    expect(serverMessagesFor('fr-FR' as Locale)).toBe(MESSAGES['en-US']);
  });

  it('leaves the strings only the server renders out of what the browser reads', () => {
    expect(messagesFor('en-US').page).toBe(MESSAGES['en-US'].page);
    expect(Object.keys(page)).not.toContain('relatedContent');
    expect(serverMessagesFor('ja-JP').page.relatedContent).toBe('関連コンテンツ');
  });
});

describe('the critical-problem page', () => {
  it.each([
    ['en-US', 'critical problem'],
    ['ja-JP', '重大な問題'],
  ] as const)(
    "names the portal link as the page, and heads its form in the same words without repeating the page's heading, in %s",
    (locale, term) => {
      const messages = serverMessagesFor(locale);

      expect(messages.forms.portalHotContact).toBe(messages.page.hotContactHeading);
      expect(messages.page.hotContactHeading).toContain(term);
      expect(messages.forms.hotHeading).toContain(term);
      expect(messages.forms.hotHeading).not.toBe(messages.page.hotContactHeading);
    },
  );
});
