/**
 * Writes knowledge-base entries into a SpaceBuilder: articles in their two body forms and the
 * entries embedded in rich-text bodies (callouts, code blocks, images, videos, anchors).
 * Ids are derived from short keys so article bodies can link to each other before both exist.
 */
import type { Document, EntryLinkBlock, EntryLinkInline, TopLevelBlock } from '@contentful/rich-text-types';
import type { CALLOUT_APPEARANCES, CODE_LANGUAGES, PLATFORM_NOTICES } from '../../model/content-types';
import { document, embeddedBlock, embeddedInline } from './kb-rich-text';
import { entryLink } from './space-builder';
import type { LinkObject, Localized, SpaceBuilder } from './space-builder';

export type CalloutAppearance = (typeof CALLOUT_APPEARANCES)[number];
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export type PlatformNotice = (typeof PLATFORM_NOTICES)[number];
export type VersionModifier = 'None' | 'and later' | 'and earlier' | 'only';
export type VersionPlatform = 'Cloud' | 'Data Center';

/** One row of an article's productVersions or appVersions list. */
export interface VersionSpec {
  name: string;
  platform: VersionPlatform;
  versionNumber: string;
  versionModifier: VersionModifier;
}

export interface KbHome {
  /** Short key used in entry ids, e.g. 'jsw-dc'. */
  key: string;
  link: LinkObject;
}

interface ArticleSpecBase {
  /** Short key, unique within the KB home; the entry id is kb-{home key}-{key}. */
  key: string;
  title: string | Localized<string>;
  slug: string;
  platform: PlatformNotice;
  products: VersionSpec[];
  apps?: VersionSpec[];
  /** Calendar date, YYYY-MM-DD. */
  lastPublished: string;
  metaDescription: string;
  /** Key of the parent article in the same KB home. */
  parent?: string;
  draft?: boolean;
}

export interface MigratedArticleSpec extends ArticleSpecBase {
  body: Document | Localized<Document>;
}

/** Legacy sections are html; diagnosis and cause are optional, as in the old KB. */
export interface LegacyArticleSpec extends ArticleSpecBase {
  summary: string;
  diagnosis?: string;
  cause?: string;
  solution: string;
}

export const dataCenter = (name: string, versionNumber: string, versionModifier: VersionModifier): VersionSpec => ({
  name,
  platform: 'Data Center',
  versionNumber,
  versionModifier,
});

/** Cloud products have no release numbers; the KB records them as the latest release. */
export const cloud = (name: string): VersionSpec => ({
  name,
  platform: 'Cloud',
  versionNumber: 'Latest',
  versionModifier: 'None',
});

const idPart = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function versionRows(specs: VersionSpec[], kind: 'product' | 'app'): unknown[] {
  return specs.map((spec) => ({
    sys: { id: `${kind}-${idPart(spec.name)}-${idPart(spec.platform)}-${idPart(spec.versionNumber)}` },
    ...(kind === 'product' ? { product: { productName: spec.name } } : { app: { appName: spec.name } }),
    platform: spec.platform,
    versionNumber: spec.versionNumber,
    versionModifier: spec.versionModifier,
  }));
}

const MAX_ENTRY_ID_LENGTH = 64;

export class KbWriter {
  constructor(
    private readonly space: SpaceBuilder,
    private readonly backupFragment: LinkObject,
  ) {}

  articleId(home: KbHome, key: string): string {
    return this.checkedId(`kb-${home.key}-${key}`);
  }

  /** A link to an article of a KB home, which may be written later in the build. */
  articleLink(home: KbHome, key: string): LinkObject {
    return entryLink(this.articleId(home, key));
  }

  migrated(home: KbHome, spec: MigratedArticleSpec): LinkObject {
    return this.article(home, spec, { body: spec.body });
  }

  legacy(home: KbHome, spec: LegacyArticleSpec): LinkObject {
    return this.article(home, spec, {
      summary: spec.summary,
      diagnosis: spec.diagnosis,
      cause: spec.cause,
      solution: spec.solution,
    });
  }

  callout(
    key: string,
    appearance: CalloutAppearance,
    heading: string | Localized<string> | undefined,
    body: TopLevelBlock[] | Localized<Document>,
  ): EntryLinkBlock {
    const link = this.space.entry('callout', this.checkedId(`kb-callout-${key}`), {
      heading,
      appearance,
      body: Array.isArray(body) ? document(...body) : body,
    });
    return embeddedBlock(link);
  }

  codeBlock(key: string, language: CodeLanguage, title: string, code: string): EntryLinkBlock {
    const link = this.space.entry('codeBlock', this.checkedId(`kb-code-${key}`), { title, code, language });
    return embeddedBlock(link);
  }

  image(key: string, altText: string | Localized<string>, image: LinkObject): EntryLinkBlock {
    const link = this.space.entry('kbImage', this.checkedId(`kb-image-${key}`), { altText, image });
    return embeddedBlock(link);
  }

  video(key: string, videoUrl: string, title: string, description: string): EntryLinkBlock {
    const link = this.space.entry('video', this.checkedId(`kb-video-${key}`), { videoUrl, title, description });
    return embeddedBlock(link);
  }

  /** An inline anchor target; the key keeps ids unique when two articles use the same anchor id. */
  anchor(key: string, anchorId: string): EntryLinkInline {
    const link = this.space.entry('anchor', this.checkedId(`kb-anchor-${key}`), { anchorId });
    return embeddedInline(link);
  }

  /** The shared 'back up before you change anything' sentence. */
  backupNotice(): EntryLinkInline {
    return embeddedInline(this.backupFragment);
  }

  private article(home: KbHome, spec: ArticleSpecBase, bodyFields: Record<string, unknown>): LinkObject {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(spec.lastPublished)) {
      throw new Error(`KB article ${spec.key} needs a YYYY-MM-DD lastPublished date, got ${spec.lastPublished}`);
    }
    const lastPublished = `${spec.lastPublished}T09:00:00.000Z`;
    return this.space.entry(
      'pageKbArticle',
      this.articleId(home, spec.key),
      {
        title: spec.title,
        slug: spec.slug,
        kbHome: home.link,
        parent: spec.parent === undefined ? undefined : this.articleLink(home, spec.parent),
        ...bodyFields,
        platform: spec.platform,
        appVersions: versionRows(spec.apps ?? [], 'app'),
        productVersions: versionRows(spec.products, 'product'),
        lastPublished,
        metaDescription: spec.metaDescription,
      },
      { draft: spec.draft ?? false, publishedAt: lastPublished },
    );
  }

  private checkedId(id: string): string {
    if (id.length > MAX_ENTRY_ID_LENGTH || !/^[a-z0-9-]+$/.test(id)) {
      throw new Error(`Sample KB entry id ${id} is not a valid Contentful id`);
    }
    return id;
  }
}
