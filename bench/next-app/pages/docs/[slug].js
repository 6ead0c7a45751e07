// A documentation page as the help centre serves it: the same body html and the same sidebar,
// returned by getServerSideProps on every request (no static generation, no cache).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Head from 'next/head';

let page;

/** The page's data, written by bench/next-compare.ts beside this app and read once, as a server holds content in memory. */
function pageData() {
  page ??= JSON.parse(readFileSync(path.join(process.cwd(), 'page.json'), 'utf8'));
  return page;
}

export function getServerSideProps({ params }) {
  const data = pageData();
  if (params.slug !== data.slug) return { notFound: true };
  return { props: { title: data.title, bodyHtml: data.bodyHtml, sidebar: data.sidebar } };
}

export default function DocumentationPage({ title, bodyHtml, sidebar }) {
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <div className="layout">
        <nav aria-label="Documentation">
          <ul>
            {sidebar.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <h1>{title}</h1>
          <article dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        </main>
      </div>
    </>
  );
}
