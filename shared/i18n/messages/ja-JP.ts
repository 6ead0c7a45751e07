/**
 * The interface strings of the site in Japanese: the whole table, typed `Messages`. Product and
 * edition names (Cloud, Data Center, Marketplace, Statuspage) stay in English as the vendor's
 * Japanese pages write them. The strings are in two modules split by reader, like en-US's:
 * ./ja-JP-browser.ts (what the browser's page bundle reads, the `messages-ja-JP` chunk) and
 * ./ja-JP-server.ts (what only the server renders); each is typed by its en-US counterpart, so a
 * key missing or misspelt in either is a compile error.
 */
import type { Messages } from '../messages';
import { jaJPBrowser } from './ja-JP-browser';
import { jaJPServer } from './ja-JP-server';

export const jaJP: Messages = {
  chrome: { ...jaJPBrowser.chrome, ...jaJPServer.chrome },
  page: { ...jaJPBrowser.page, ...jaJPServer.page },
  search: { ...jaJPBrowser.search, ...jaJPServer.search },
  richtext: { ...jaJPBrowser.richtext, ...jaJPServer.richtext },
  errors: jaJPServer.errors,
  forms: jaJPServer.forms,
  dates: jaJPBrowser.dates,
  assistant: jaJPBrowser.assistant,
  insights: jaJPBrowser.insights,
  searchResults: jaJPBrowser.searchResults,
  signIn: jaJPBrowser.signIn,
  requests: jaJPBrowser.requests,
  share: jaJPBrowser.share,
  account: jaJPBrowser.account,
  kb: jaJPBrowser.kb,
};
