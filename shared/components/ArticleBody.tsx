import type { HtmlLang } from '../types/content';
import type { RenderedBody } from '../types/page';
import '../richtext/article-body.css';
import './ArticleBody.css';

/**
 * The server-rendered body. Its html is blanked in the embedded state and restored from this
 * element before hydration, so React adopts the markup instead of re-rendering it.
 */
export function ArticleBody({
  body,
  className,
  lang = body.lang,
}: {
  body: RenderedBody;
  className?: string;
  /** The body's language to say: its own where it is not the page's (the default), or the page's inside an element of another. */
  lang?: HtmlLang | undefined;
}) {
  return (
    <div
      className={className ? `hc-article-body ${className}` : 'hc-article-body'}
      data-body-id={body.id}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: body.html }}
    />
  );
}
