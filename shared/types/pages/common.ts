/**
 * View-model pieces shared by several page kinds. Everything here is plain JSON: it travels in the
 * embedded state, so it holds only what a template renders, never whole snapshot entries.
 */
import type { PLATFORM_NOTICES } from '../../../content/model/content-types';
import type { SearchCategoryKey } from '../../search/categories';
import type { Breadcrumb, HtmlLang } from '../content';
import type { HelpfulTopicView, ImageView, LinkView, RenderedBody } from '../page';

export type PlatformNotice = (typeof PLATFORM_NOTICES)[number];

/** Notice appearances as the content model stores them; the Notice component maps them to colours. */
export type NoticeAppearance = 'Announcement' | 'info' | 'confirmation' | 'change' | 'warning' | 'error';

export interface NoticeView {
  id: string;
  title: string;
  /** The title's language where it is not the page's (TextLang in ../content.ts); the message has its own. */
  lang?: HtmlLang;
  appearance: NoticeAppearance;
  /** The rich-text message rendered to html by the body renderer. */
  message: RenderedBody;
}

export interface CardView {
  id: string;
  title: string;
  url: string;
  description?: string;
  buttonText?: string;
  icon?: ImageView;
  /**
   * Where a card's texts are not in the page's language (an untranslated entry on a Japanese page,
   * TextLang in ../content.ts): the title's, the description's and the button's, each set only then.
   */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
  buttonTextLang?: HtmlLang;
}

/** One Data Center version in the deployment switch; `url` is this page in that version, if it exists. */
export interface VersionOption {
  number: string;
  url?: string;
  /** The dialog's Search action: the page title searched in that version. */
  searchUrl: string;
  /** The dialog's Browse action: that version's docs home. */
  browseUrl?: string;
}

/**
 * Cloud / Data Center switch. The Data Center side is either a list of versions (versioned docs) or a
 * single server link (landing pages and unversioned contexts).
 */
export interface DeploymentSwitchView {
  current: 'Cloud' | 'Data Center';
  /** Page (or nearest page) in the Cloud edition; absent when the product has no Cloud edition. */
  cloudUrl?: string;
  /**
   * The Data Center edition's versions, or its one page (no url: not this page, which the 'Unable to
   * find page' dialog then says); 'none' when the product has no Data Center edition at all, which the
   * switch shows as unavailable, as it shows a missing Cloud edition.
   */
  dataCenter:
    | {
        kind: 'versions';
        versions: VersionOption[];
        currentVersion?: string;
        /** The product's current version (its `version` field when listed, else the newest). */
        latestVersion?: string;
      }
    | { kind: 'single'; url?: string }
    | { kind: 'none' };
  /** Search for this page's title in the Data Center edition. */
  searchUrl: string;
}

/** Hidden search fields of a product-restricted search box (SPEC.md section 5). */
export interface SearchScope {
  product?: string;
  deployment?: 'cloud' | 'data_center';
  version?: string;
  /** A results tab the box searches in, as a knowledge base's box searches its articles. */
  category?: SearchCategoryKey;
}

export interface SupportFormUrls {
  authenticated?: string;
  unauthenticated?: string;
}

/** Fields of every page that sits in a docs or resources context. */
export interface ContextPageFields {
  breadcrumbs: Breadcrumb[];
  notice?: NoticeView;
  deploymentSwitch?: DeploymentSwitchView;
  supportFormUrls: SupportFormUrls;
  /** The product's guides for the side panel; see PageBase.helpfulTopics. */
  helpfulTopics?: HelpfulTopicView[];
}

export type { Breadcrumb, LinkView };
