import { useEffect, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import './ExternalApp.css';
import { Spinner } from './Spinner';
import { useOffersSignIn } from './chrome/hooks';

export interface ExternalAppProps {
  manifestUrl: string;
  mountId: string;
  supportType?: 'partner';
  formName?: string;
  height?: number;
  /** The app is a support form: its mount keeps the form's room while it loads (ExternalApp.css). */
  holdsForm?: boolean;
  /** What visitors without JavaScript see instead of the app; by default a sentence saying it needs JavaScript. */
  noscript?: ReactNode;
}

interface Manifest {
  'index.js'?: string;
  'index.css'?: string;
}

/** The manifest address with a timestamp, so a redeployed app is picked up past every cache. */
export function cacheBustedUrl(manifestUrl: string, now: number): string {
  return `${manifestUrl}${manifestUrl.includes('?') ? '&' : '?'}t=${now}`;
}

/** Loads the app's manifest in the browser and injects its stylesheet and script. */
async function loadExternalApp(manifestUrl: string, signal: AbortSignal): Promise<HTMLElement[]> {
  const response = await fetch(cacheBustedUrl(manifestUrl, Date.now()), { signal });
  if (!response.ok) throw new Error(`Manifest request failed with status ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  const base = new URL(manifestUrl, window.location.href);
  const added: HTMLElement[] = [];
  if (manifest['index.css']) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(manifest['index.css'], base).toString();
    document.head.appendChild(link);
    added.push(link);
  }
  if (manifest['index.js']) {
    const script = document.createElement('script');
    script.src = new URL(manifest['index.js'], base).toString();
    script.async = true;
    document.head.appendChild(script);
    added.push(script);
  }
  return added;
}

/**
 * The container an external app (support form, customer portal, static forms) mounts into. It shows
 * a spinner until the app replaces it. Without JavaScript the mount and its spinner are hidden
 * (server/render/html-shell.ts) and `noscript` shows instead: the contact pages' plain html form, the
 * customer portal's links, or a short notice explaining why the app is missing. React never hydrates
 * a noscript element's content.
 */
export function ExternalApp({
  manifestUrl,
  mountId,
  supportType,
  formName,
  height,
  holdsForm,
  noscript,
}: ExternalAppProps) {
  const labels = useMessages().page;
  const offersSignIn = useOffersSignIn();

  useEffect(() => {
    const controller = new AbortController();
    let added: HTMLElement[] = [];
    loadExternalApp(manifestUrl, controller.signal).then(
      (elements) => {
        added = elements;
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('error loading external files', error);
      },
    );
    return () => {
      controller.abort();
      for (const element of added) element.remove();
    };
  }, [manifestUrl]);

  return (
    <div className="hc-external-app">
      <div
        id={mountId}
        className={holdsForm ? 'hc-external-app__mount hc-external-app__mount--form' : 'hc-external-app__mount'}
        data-support-type={supportType}
        data-form-name={formName}
        // An app leaves out what needs a session on a site that offers no sign-in (ADR 010).
        data-sign-in={offersSignIn ? undefined : 'off'}
        style={height ? { minHeight: height } : undefined}
      >
        <Spinner label={labels.loading} />
      </div>
      <noscript>{noscript ?? <p className="hc-external-app__noscript">{labels.noscript}</p>}</noscript>
    </div>
  );
}
