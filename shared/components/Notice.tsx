import type { NoticeAppearance, NoticeView, PlatformNotice as PlatformNoticeValue } from '../types/pages/common';
import { ArticleBody } from './ArticleBody';
import { useMessages, usePartMessages } from '../i18n/messages';
import { kb } from '../i18n/messages/en-US-kb';
import { useLocale } from '../i18n/locale';
import { htmlLang } from '../types/content';
import './Notice.css';

const TONES: Record<NoticeAppearance, string> = {
  Announcement: 'discovery',
  info: 'information',
  confirmation: 'success',
  change: 'discovery',
  warning: 'warning',
  error: 'danger',
};

/**
 * A context notice; its appearance picks the colour. Below 768 px it is a closed native disclosure
 * named by its title, so it takes one row under the page's title; from 768 px, and on paper, its
 * summary is hidden and the title and message shown whatever the disclosure's state (Notice.css,
 * docs/adr/055-a-phone-starts-with-the-title.md). Templates show it as a static region (`StaticNotice`):
 * the browser keeps the server's markup, so its open state is the visitor's alone.
 */
export function Notice({ notice }: { notice: NoticeView }) {
  const page = htmlLang(useLocale());
  // The notice says its title's language (its name's too); a message in another says its own.
  const messageLang = notice.message.lang ?? (notice.lang === undefined ? undefined : page);
  return (
    <section
      className={`hc-notice hc-notice--${TONES[notice.appearance]} hc-notice--disclosure`}
      aria-label={notice.title}
      lang={notice.lang}
    >
      <details className="hc-notice__panel">
        <summary className="hc-notice__toggle hc-disclosure-toggle">{notice.title}</summary>
        <h2 className="hc-notice__title">{notice.title}</h2>
        <ArticleBody
          body={notice.message}
          className="hc-notice__message"
          lang={messageLang === (notice.lang ?? page) ? undefined : messageLang}
        />
      </details>
    </section>
  );
}

/** Which deployments a page applies to ('Cloud only', 'Data Center only' ...). */
export function PlatformNotice({ platform }: { platform: PlatformNoticeValue }) {
  // Read, not spread: the page group has some hundred labels, which a spread copied on every page.
  const label = useMessages().page.platform;
  const notices = usePartMessages('kb', kb).platformNotices;
  return (
    <p className="hc-platform-notice">
      <span className="hc-visually-hidden">{label}: </span>
      {notices[platform]}
    </p>
  );
}
