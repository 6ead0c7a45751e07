/**
 * Interface words inside rendered bodies, per locale. Messages that SPEC.md fixes (the video error
 * text) are English in every locale, as the specification states them.
 */
import type { CALLOUT_APPEARANCES } from '../../content/model/content-types';
import type { Locale } from '../types/content';

export type CalloutAppearance = (typeof CALLOUT_APPEARANCES)[number];

export interface BodyLabels {
  /** Announced before a callout's content, e.g. 'Information:'. */
  calloutLabels: Record<CalloutAppearance, string>;
  copyCode: string;
  copied: string;
  copyFailed: string;
  playVideo: string;
  table: string;
  code: string;
  videoError: string;
  /** Preview only: marks where a part of the body could not be rendered, before the reason. */
  contentProblem: string;
}

export type CalloutTone = 'discovery' | 'information' | 'success' | 'warning';

export const VIDEO_ERROR_TEXT =
  'This video cannot be displayed. Please contact support if you believe this is an error.';

export const BODY_LABELS: Record<Locale, BodyLabels> = {
  'en-US': {
    calloutLabels: {
      Discovery: 'Discovery',
      New: 'New',
      Information: 'Information',
      Success: 'Success',
      Tip: 'Tip',
      Warning: 'Warning',
      Caution: 'Caution',
    },
    copyCode: 'Copy code',
    copied: 'Code copied to clipboard',
    copyFailed: 'Copying failed. Select the code and copy it instead.',
    playVideo: 'Play video',
    table: 'Table',
    code: 'Code',
    videoError: VIDEO_ERROR_TEXT,
    contentProblem: 'This part of the page could not be shown:',
  },
  'ja-JP': {
    calloutLabels: {
      Discovery: '発見',
      New: '新機能',
      Information: '情報',
      Success: '成功',
      Tip: 'ヒント',
      Warning: '警告',
      Caution: '注意',
    },
    copyCode: 'コードをコピー',
    copied: 'コードをクリップボードにコピーしました',
    copyFailed: 'コピーできませんでした。コードを選択してコピーしてください。',
    playVideo: '動画を再生',
    table: '表',
    code: 'コード',
    videoError: VIDEO_ERROR_TEXT,
    contentProblem: 'ページのこの部分を表示できませんでした:',
  },
};
