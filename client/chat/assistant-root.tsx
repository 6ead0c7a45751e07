/**
 * Mounts the built-in chat assistant in a root of its own at the end of the body. This module is
 * only reached through a dynamic import, so pages where the assistant does not load never fetch it.
 */
import { createRoot } from 'react-dom/client';
import { ChatAssistant } from '../../shared/components/chat/ChatAssistant';
import { assistantMessagesFor } from '../../shared/i18n/part-messages';
import { stripLocale, withLocale } from '../../shared/links/locale';

export function mountAssistant(doc: Document, win: Window): void {
  const { locale } = stripLocale(win.location.pathname);
  const container = doc.createElement('div');
  container.id = 'hc-assistant-root';
  doc.body.append(container);
  let storage: Storage | undefined;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = undefined;
  }
  createRoot(container).render(
    <ChatAssistant
      messages={assistantMessagesFor(locale)}
      language={locale === 'ja-JP' ? 'ja' : 'en'}
      contactUrl={withLocale('/contact/', locale)}
      fetch={win.fetch.bind(win)}
      storage={storage}
      navigate={(url) => win.location.assign(url)}
    />,
  );
}
