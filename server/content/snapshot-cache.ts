/**
 * Per-item work of a snapshot build, kept from one build to the next so a delta only pays for the
 * items it changed (ADR 029). Everything is keyed by the identity of an export item object (or of
 * the RawItem validated from it), and every cached value is a pure function of that one item and of
 * the content model: an unchanged item keeps its object across deltas, a changed one is a new
 * object and misses. The cross-item passes (links, routes, navigation, the version) run on every
 * build from these pieces, so a build with a warm cache gives the same snapshot as a cold one.
 */
import type { Asset, Entry, FieldValue, Locale } from '../../shared/types/content';
import type { ExportFieldDefinition, ExportItem } from './export-schema';
import type { RawItem } from './export-loader';
import type { LinkValue } from './field-validation';
import type { RouteOp, RouteTable } from './routes';
import type { ContentProblem } from './snapshot-types';

/** What parsing one export item gave: the item, or the problem that skips it. */
export type ParsedItem = { item: ExportItem; problem?: undefined } | { item?: undefined; problem: ContentProblem };

/** What validating one parsed entry or asset gave: the cleaned item (when valid) and its problems. */
export interface ValidatedItem {
  raw: RawItem | undefined;
  problems: readonly ContentProblem[];
}

/** How one field of an entry is filled in a locale, with its links still to be looked up. */
export type FieldPlan =
  | { kind: 'value'; definition: ExportFieldDefinition; value: FieldValue }
  | { kind: 'link'; definition: ExportFieldDefinition; link: LinkValue }
  | { kind: 'links'; definition: ExportFieldDefinition; links: readonly LinkValue[] }
  | { kind: 'rich'; definition: ExportFieldDefinition; value: FieldValue; links: readonly LinkValue[] };

/** Per target id (entry or asset): the ids of the entries linking to it, in fields or rich text. */
export type LinkIndex = Map<string, Set<string>>;

/** What the last resolve made in one locale. */
export interface GenerationLocale {
  entries: ReadonlyMap<string, Entry>;
  assets: ReadonlyMap<string, Asset>;
  /** The problem messages of each entry that reported one there. */
  reports: ReadonlyMap<string, readonly Report[]>;
  /** Who links to what, kept up to date by each resolve (in place) so a delta walks only its own links. */
  links: LinkIndex;
}

/** What the last resolve made, so the next one can keep every entry a delta did not reach. */
export interface ResolvedGeneration {
  rawEntries: ReadonlyMap<string, RawItem>;
  rawAssets: ReadonlyMap<string, RawItem>;
  locales: ReadonlyMap<Locale, GenerationLocale>;
}

/** A link problem of one entry field, before problems repeated across locales are dropped. */
export interface Report {
  field: string;
  message: string;
}

export class SnapshotCache {
  parsed = new WeakMap<object, ParsedItem>();
  validated = new WeakMap<ExportItem, ValidatedItem>();
  hashes = new WeakMap<RawItem, string>();
  /** Per locale fallback chain (joined): the plan of an entry's fields, or an asset resolved. */
  plans = new WeakMap<RawItem, Map<string, readonly FieldPlan[]>>();
  assets = new WeakMap<RawItem, Map<string, Asset>>();
  /** Per entry object: the steps that route it. */
  routes = new WeakMap<Entry, readonly RouteOp[]>();
  /** The route table of the last build and the default-locale entries it was made from. */
  lastRoutes: { table: RouteTable; entries: ReadonlyMap<string, Entry> } | undefined;
  /** The last resolve under this model; its entries are frozen and shared with the snapshot that holds them. */
  generation: ResolvedGeneration | undefined;
  private modelKey: string | undefined;

  /**
   * Keeps the cached work when `key` (the content model and options it was made under) is the one
   * it was made under; otherwise forgets it all and returns why, for the log.
   */
  useModel(key: string): string | undefined {
    if (this.modelKey === key) return undefined;
    const reason = this.modelKey === undefined ? 'first build' : 'the content model or locales changed';
    this.modelKey = key;
    // WeakMaps cannot be cleared in place, so fresh ones replace them.
    this.parsed = new WeakMap();
    this.validated = new WeakMap();
    this.hashes = new WeakMap();
    this.plans = new WeakMap();
    this.assets = new WeakMap();
    this.routes = new WeakMap();
    this.generation = undefined;
    this.lastRoutes = undefined;
    return reason;
  }
}
