import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepStaticRegions, keptRegion } from './kept-region';
import { staticRegion } from './static-region';
import { regionKey } from './region-key';

interface LinksProps {
  title: string;
  links: readonly string[];
}

function Links({ title, links }: LinksProps) {
  return (
    <nav aria-label={title}>
      <ul>
        {links.map((link) => (
          <li key={link}>
            <a href={`/${link}/`}>{link}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const ServerLinks = staticRegion('links', Links);
const BrowserLinks = keptRegion<LinksProps>('links');

function Page({ Region, count }: { Region: typeof ServerLinks; count: number }) {
  return (
    <main>
      <p>{`Clicked ${count} times`}</p>
      <Region title="Guides" links={['install', 'upgrade']} />
      <Region title="Reference" links={['api']} />
    </main>
  );
}

function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Region={ServerLinks} count={0} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('static and kept regions', () => {
  it('hydrates the server markup of static regions with kept regions, without a mismatch and without rendering the component', async () => {
    const container = serverMarkup();
    const before = container.innerHTML;
    const errors: unknown[] = [];

    expect(keepStaticRegions(container)).toBe(2);
    const root = await act(() =>
      hydrateRoot(container, <Page Region={BrowserLinks} count={0} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );

    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    act(() => {
      root.render(<Page Region={BrowserLinks} count={1} />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Clicked 1 times');
    expect(container.querySelectorAll('a')).toHaveLength(3);
    act(() => {
      root.unmount();
    });
  });

  it('renders the same markup when React renders the page afresh rather than hydrating it', () => {
    const server = serverMarkup();
    keepStaticRegions(server);
    const fresh = document.createElement('div');

    const root = createRoot(fresh);
    act(() => {
      root.render(<Page Region={BrowserLinks} count={0} />);
    });

    expect(fresh.innerHTML).toBe(server.innerHTML);
    act(() => {
      root.unmount();
    });
  });

  it('marks each region with its name and a key of its props, and keeps only the outermost of nested regions', () => {
    const Outer = staticRegion('outer', ({ title }: { title: string }) => (
      <section>
        <ServerLinks title={title} links={['a']} />
      </section>
    ));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Outer title="Nested" />);

    const regions = container.querySelectorAll('hc-static');

    expect([...regions].map((region) => region.getAttribute('data-static-region'))).toEqual([
      regionKey('outer', { title: 'Nested' }),
      regionKey('links', { title: 'Nested', links: ['a'] }),
    ]);
    expect(keepStaticRegions(container)).toBe(1);
  });

  it('keys a rendered body by its id, since the browser reads its html back from the page', () => {
    const body = { id: 'body-1', html: '<p>One<br/>two</p>', toc: [] };

    expect(regionKey('notice', { body })).toBe(regionKey('notice', { body: { ...body, html: '<p>One<br>two</p>' } }));
    expect(regionKey('notice', { body })).not.toBe(regionKey('notice', { body: { ...body, id: 'body-2' } }));
    expect(regionKey('notice', { body })).not.toBe(regionKey('card', { body }));
  });
});
