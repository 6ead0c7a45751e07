import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticTableOfContents } from '../shared/templates/article-regions.static';
import type { TocEntry } from '../shared/types/page';
import { watchTableOfContents } from './table-of-contents';

const headings: TocEntry[] = [
  { id: 'before-you-begin', text: 'Before you begin', level: 2 },
  { id: 'check-access', text: 'Check access', level: 3 },
  { id: 'create-a-board', text: 'Create a board', level: 2 },
];

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  fire(id: string, isIntersecting: boolean) {
    const target = this.observed.find((element) => element.id === id);
    this.callback([{ target, isIntersecting }]);
  }
}

/** The table's server markup, as the browser keeps it, beside a body with its headings and an extra link. */
function mountPage() {
  const table = renderToString(
    <StaticTableOfContents
      headings={headings}
      links={[{ label: 'Create a board elsewhere', url: '#create-a-board' }]}
      label="On this page"
    />,
  );
  const body = headings.map(({ id, text, level }) => `<h${level} id="${id}">${text}</h${level}>`).join('');
  document.body.innerHTML = `${table}<article>${body}</article>`;
}

const current = () =>
  [...document.querySelectorAll('[aria-current]')].map(
    (link) => `${link.textContent ?? ''}: ${link.getAttribute('aria-current') ?? ''}`,
  );

let stop: () => void = () => undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('watchTableOfContents', () => {
  it('watches the headings the table links to, in its order, across the top 30 % of the viewport', () => {
    // Arrange
    mountPage();

    // Act
    stop = watchTableOfContents(document);

    // Assert
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.map((element) => element.id)).toEqual(headings.map((heading) => heading.id));
    expect(observer?.options).toEqual({ rootMargin: '0px 0px -70% 0px', threshold: 0 });
    expect(current()).toEqual([]);
  });

  it('marks the link of the first heading in view as the current location, and only that link', () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);
    const observer = FakeIntersectionObserver.instances[0]!;

    // Act
    observer.fire('create-a-board', true);
    const first = current();
    observer.fire('check-access', true);
    const both = current();
    observer.fire('check-access', false);

    // Assert
    expect(first).toEqual(['Create a board: location']);
    expect(both).toEqual(['Check access: location']);
    expect(current()).toEqual(['Create a board: location']);
    expect(screen.getByRole('link', { name: 'Create a board elsewhere' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the last section marked while no heading is in view', () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);
    const observer = FakeIntersectionObserver.instances[0]!;
    observer.fire('before-you-begin', true);

    // Act
    observer.fire('before-you-begin', false);

    // Assert
    expect(current()).toEqual(['Before you begin: location']);
  });

  it('marks the link of the markup the page shows when that markup was put back', () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);
    const observer = FakeIntersectionObserver.instances[0]!;
    const region = document.querySelector('hc-static')!;
    const html = region.innerHTML;

    // Act: React puts a kept region's html back as a whole should it render the page afresh.
    region.innerHTML = html;
    observer.fire('check-access', true);

    // Assert
    expect(current()).toEqual(['Check access: location']);
  });

  it('stops watching when asked', () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);

    // Act
    stop();

    // Assert
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it('watches nothing on a page without a table of contents', () => {
    // Arrange
    document.body.innerHTML = '<article><h2 id="only">Only</h2></article>';

    // Act
    stop = watchTableOfContents(document);

    // Assert
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });
});
