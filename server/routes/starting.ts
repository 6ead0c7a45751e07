/**
 * Until the first content snapshot is serving and searchable, every route behind this gate answers
 * 503 with Retry-After: a short page in the visitor's locale for browsers, JSON for APIs. The
 * probes and static files are mounted ahead of it, so /healthz answers and styles load meanwhile.
 */
import type { RequestHandler } from 'express';
import { errorMessagesFor } from '../../shared/i18n/part-messages';
import { stripLocale, withLocale } from '../../shared/links/locale';
import { escapeHtml } from '../../shared/richtext/escape';
import type { Locale } from '../../shared/types/content';
import type { Readiness } from './health';

/** Seconds a client is asked to wait before trying again. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/** A self-contained page: no scripts, no stylesheet to fetch, readable in light and dark schemes. */
export function startingPageHtml(locale: Locale): string {
  const labels = errorMessagesFor(locale);
  const title = escapeHtml(labels.unavailableTitle);
  return [
    `<!doctype html><html lang="${locale === 'ja-JP' ? 'ja' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_SECONDS}">`,
    `<title>${title}</title><style>`,
    ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}',
    'body{margin:0;display:grid;min-height:100vh;place-items:center;padding:1rem;box-sizing:border-box}',
    'main{max-width:32rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}',
    '</style></head>',
    `<body data-template="starting" data-status="503"><main id="maincontent"><h1>${title}</h1>`,
    `<p>${escapeHtml(labels.unavailableMessage)}</p>`,
    `<p><a href="${escapeHtml(withLocale('/', locale))}">${escapeHtml(labels.goHome)}</a></p></main></body></html>`,
  ].join('');
}

export function startingGate(readiness: Readiness): RequestHandler {
  return (req, res, next) => {
    if (readiness.ready) return next();
    const locale = stripLocale(req.path).locale;
    res.setHeader('Retry-After', String(STARTING_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503);
    if ((req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html') {
      res.type('html').send(startingPageHtml(locale));
    } else {
      res.json({ error: errorMessagesFor(locale).unavailableMessage });
    }
  };
}
