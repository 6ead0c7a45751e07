/**
 * A video with the same markup and rules as videos inside bodies: a poster button that loads the
 * privacy-friendly player on demand, or, for a url that cannot be played, a note in the player's place
 * with the error text and a link to the video on its own site. Used by the
 * topic template for the featured video, whose url the server has parsed (video.ts), so the browser
 * needs only the player's few helpers (video-player.ts).
 *
 * Before hydration (and for visitors without JavaScript) the poster is a link to the video on the
 * service's own site, in the same box as the button that replaces it once the player can load.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useEnhanced } from '../components/Enhanced';
import { fill, messagesFor } from '../i18n/messages';
import './article-body.css';
import {
  PLAYER_ALLOW,
  playUrl,
  VIDEO_SERVICE_NAMES,
  videoSiteUrl,
  type PlayableVideo,
  type VideoErrorReason,
} from './video-player';
import { htmlLang, type HtmlLang, type Locale } from '../types/content';

export interface VideoProps {
  /** The url as the content has it, which `onError` reports. */
  videoUrl: string;
  /** That url parsed on the server (`parseVideoUrl` of video.ts, without the id). */
  video: PlayableVideo;
  title: string;
  description?: string;
  locale?: Locale;
  /** The title's and the description's languages where they are not the page's (TextLang in ../types/content.ts). */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
  /** Receives the reason a url cannot be played ('Unsupported video service or invalid URL', ...). */
  onError?: (reason: VideoErrorReason, videoUrl: string) => void;
  /**
   * The poster button carries its embed url and title for the delegated listener of
   * client/enhance-body.ts, which plays it as it plays body videos, instead of playing on a click
   * handler of its own: for markup the browser keeps without rendering this component (the
   * featured video's static region, shared/templates/topic-regions.static.tsx).
   */
  delegatePlay?: boolean;
}

function PlayIcon() {
  return (
    <svg className="icon icon--play" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable={false}>
      <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg className="icon icon--info" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable={false}>
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
    </svg>
  );
}

export function Video({
  videoUrl,
  video: parsed,
  title,
  description,
  locale = 'en-US',
  lang,
  descriptionLang,
  onError,
  delegatePlay = false,
}: VideoProps) {
  const labels = messagesFor(locale).richtext;
  // The video says its title's language; the page's labels and a description in another say theirs.
  const page = htmlLang(locale);
  const labelLang = lang === undefined ? undefined : page;
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const descriptionId = useId();
  const reason = parsed.ok ? undefined : parsed.reason;
  const enhanced = useEnhanced();

  // Kept in a ref so a new callback on every render does not report the same url again.
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    if (reason !== undefined) report.current?.(reason, videoUrl);
  }, [reason, videoUrl]);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const hasDescription = description !== undefined && description.trim() !== '';
  /** The description, marked where its language is not that of the text around it. */
  const descriptionText = (around: HtmlLang) =>
    hasDescription && (
      <p
        className="video__description"
        id={descriptionId}
        lang={(descriptionLang ?? page) === around ? undefined : (descriptionLang ?? page)}
      >
        {description}
      </p>
    );

  if (!parsed.ok) {
    // The same note as a body's unavailable video (unavailableVideoHtml in embedded.ts), in the page's
    // language around a title in its own.
    const siteUrl = videoSiteUrl(videoUrl);
    return (
      <div className="video video--unavailable">
        <div className="video__notice" role="note">
          <span className="video__notice-icon">
            <InfoIcon />
          </span>
          <div className="video__notice-content">
            {title.trim() !== '' && (
              <p className="video__notice-title" lang={lang}>
                {title}
              </p>
            )}
            <p className="video__notice-text">{labels.videoError}</p>
            {siteUrl !== undefined && (
              <p className="video__notice-action">
                <a className="video__notice-link" href={siteUrl} rel="noopener noreferrer">
                  {labels.openVideoOnSite}
                </a>
              </p>
            )}
          </div>
        </div>
        {descriptionText(page)}
      </div>
    );
  }

  return (
    <div className="video" lang={lang}>
      {playing ? (
        <iframe
          ref={frame}
          className="video__frame"
          src={playUrl(parsed.embedUrl)}
          title={title}
          allow={PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : enhanced ? (
        <button
          type="button"
          className="video__poster"
          {...(delegatePlay
            ? { 'data-embed-url': parsed.embedUrl, 'data-video-title': title }
            : { onClick: () => setPlaying(true) })}
          aria-describedby={hasDescription ? descriptionId : undefined}
        >
          <span className="video__play">
            <PlayIcon />
          </span>
          <span className="video__label">
            <span className="visually-hidden" lang={labelLang}>
              {labels.playVideo}
              {': '}
            </span>
            {title}
          </span>
        </button>
      ) : (
        <a
          className="video__poster"
          href={parsed.watchUrl}
          rel="noopener noreferrer"
          aria-describedby={hasDescription ? descriptionId : undefined}
        >
          <span className="video__play">
            <PlayIcon />
          </span>
          <span className="video__label">
            {title}
            <span className="video__watch-on" lang={labelLang}>
              {fill(labels.watchVideoOn, { service: VIDEO_SERVICE_NAMES[parsed.service] })}
            </span>
          </span>
        </a>
      )}
      {descriptionText(lang ?? page)}
    </div>
  );
}
