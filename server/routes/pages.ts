/**
 * Every html route, one line each (docs/routing.md). The same table is mounted at '/' for en-US
 * and at '/ja' for ja-JP; paths here are written without the locale prefix. Content pages are
 * everything else: the snapshot knows their urls, and a path it does not know is the not-found page.
 */
import express, { type Router } from 'express';
import type { Locale } from '../../shared/types/content';
import type { PageHandler } from './page-handler';

export function createPagesRouter(pages: PageHandler, locale: Locale): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get('/contact/', pages.fixed('contact', locale));
  router.get('/hot-contact/', pages.fixed('hotContact', locale));
  router.get('/partnercontact/', pages.fixed('partnerContact', locale));
  router.get('/statuspage-contact/', pages.fixed('statusPageContact', locale));
  router.get('/requests/', pages.fixed('myRequests', locale, { requestsTab: 'requests' }));
  router.get('/named-contact/', pages.fixed('myRequests', locale, { requestsTab: 'namedContacts' }));
  router.get('/customer-portal/', pages.fixed('customerPortal', locale));
  router.get('/file-download/', pages.fixed('fileDownload', locale));
  router.get('/search-results/', pages.fixed('searchResults', locale));
  router.get('/preview-error/', pages.fixed('previewError', locale));
  router.get(/.*/, pages.content(locale));
  return router;
}
