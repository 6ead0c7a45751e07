/**
 * Link path builders (SPEC.md sections 2 and 5). Paths are built from a base path: the context's
 * url segment, or the parent entry's url for a child entry. The builders return paths without a
 * trailing slash; `withTrailingSlash` gives the canonical form of docs/routing.md.
 */
import { LinkBuilderError } from '../errors';

export const BASE_PATH_MESSAGE = 'basePath option is required and must be a string';
export const SLUG_MESSAGE = 'slug option is required and must be a string';

/** Anything with a pino- or console-like `error`; invalid builder options are logged before the throw. */
export interface LinkLogger {
  error(details: object, message: string): void;
}

/** A parent entry whose url replaces the base path of its child. */
export interface ParentLink {
  url: string;
}

export interface BasePathOptions {
  basePath: string;
  logger?: LinkLogger;
}

export interface SlugPathOptions extends BasePathOptions {
  slug: string;
  parent?: ParentLink;
}

const consoleLogger: LinkLogger = {
  error: (details, message) => console.error(message, details),
};

function fail(message: string, details: object, logger: LinkLogger = consoleLogger): never {
  logger.error(details, message);
  throw new LinkBuilderError(message);
}

/** Drops characters that are not word characters, spaces or hyphens; then lower-case, hyphen-joined. */
export function slugify(text: string): string {
  return text
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function stripTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

/** Adds one trailing slash unless the path already ends with one; a query or hash stays after it. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? '';
  return `${pathname.endsWith('/') ? pathname : `${pathname}/`}${rest}`;
}

function requireBasePath(options: Partial<BasePathOptions> | undefined, allowEmpty: boolean): string {
  const basePath = options?.basePath;
  if (typeof basePath !== 'string' || (!allowEmpty && basePath === '')) {
    fail(BASE_PATH_MESSAGE, { basePath }, options?.logger);
  }
  return stripTrailingSlashes(basePath);
}

function requireSlug(options: Partial<SlugPathOptions> | undefined): string {
  const raw = options?.slug;
  const slug = typeof raw === 'string' ? slugify(raw) : '';
  if (slug === '') fail(SLUG_MESSAGE, { slug: raw }, options?.logger);
  return slug;
}

/** The base of a child path: the parent's url when the entry has a parent, else the base path. */
function baseOf(options: Partial<SlugPathOptions> | undefined): string {
  const parentUrl = options?.parent?.url;
  if (typeof parentUrl === 'string' && parentUrl !== '') return stripTrailingSlashes(parentUrl);
  return requireBasePath(options, true);
}

/** `{base}/resources`: the resources landing page of a context. The base must be non-empty. */
export function buildResourcesPath(options: BasePathOptions): string {
  return `${requireBasePath(options, false)}/resources`;
}

/** `{base}/docs`: the docs home (documentedProduct) of a context. */
export function buildDocsHomePath(options: BasePathOptions): string {
  return `${requireBasePath(options, true)}/docs`;
}

/** `{base}/docs/{slug}`, or `{parent url}/{slug}` for a child entry. */
export function buildDocsPath(options: SlugPathOptions): string {
  const slug = requireSlug(options);
  return options.parent?.url ? `${baseOf(options)}/${slug}` : `${baseOf(options)}/docs/${slug}`;
}

/** `{base}/kb/{slug}`, or `{parent url}/{slug}` for an article with a parent article. */
export function buildKbPath(options: SlugPathOptions): string {
  const slug = requireSlug(options);
  return options.parent?.url ? `${baseOf(options)}/${slug}` : `${baseOf(options)}/kb/${slug}`;
}

/** `{base}/kb`: the knowledge base home. */
export function buildKbHomePath(options: BasePathOptions): string {
  return `${requireBasePath(options, true)}/kb`;
}
