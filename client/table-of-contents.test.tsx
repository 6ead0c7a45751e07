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

/** Where each heading's top is in the viewport, by id, and the page's scroll position and size. */
const layout = { tops: new Map<string, number>(), scrollY: 0, innerHeight: 1000, scrollHeight: 5000 };

function place(tops: Record<string, number>, scrollY = 500) {
  layout.tops = new Map(Object.entries(tops));
  layout.scrollY = scrollY;
}

async function scrolled() {
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
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
  place({}, 0);
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => layout.innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => layout.scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => layout.scrollHeight,
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
    const top = layout.tops.get(this.id) ?? 0;
    return { top, bottom: top + 30, left: 0, right: 600, width: 600, height: 30, x: 0, y: top } as DOMRect;
  });
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('watchTableOfContents', () => {
  it('marks the first heading while it is on screen before reaching the line, and nothing while it is below the screen', async () => {
    // Arrange
    mountPage();
    place({ 'before-you-begin': 600, 'check-access': 1400, 'create-a-board': 2400 }, 0);

    // Act
    stop = watchTableOfContents(document);
    await scrolled();
    const atTop = current();
    place({ 'before-you-begin': 1200, 'check-access': 2000, 'create-a-board': 3000 }, 0);
    await scrolled();

    // Assert
    expect(atTop).toEqual(['Before you begin: location']);
    expect(current()).toEqual([]);
  });

  it('marks the first heading in the top 30 % of the viewport, else the last one scrolled above it, and only that link', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);

    // Act
    place({ 'before-you-begin': -900, 'check-access': 250, 'create-a-board': 700 });
    await scrolled();
    const reading = current();
    place({ 'before-you-begin': -1900, 'check-access': -750, 'create-a-board': 310 });
    await scrolled();

    // Assert: 'Check access' is read until 'Create a board' comes up into the band, down to 300 px.
    expect(reading).toEqual(['Check access: location']);
    expect(current()).toEqual(['Check access: location']);
    expect(screen.getByRole('link', { name: 'Create a board elsewhere' })).not.toHaveAttribute('aria-current');
  });

  it('marks the first of two headings in the band, not a short section below it', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);

    // Act
    place({ 'before-you-begin': -500, 'check-access': 20, 'create-a-board': 200 });
    await scrolled();

    // Assert
    expect(current()).toEqual(['Check access: location']);
  });

  it('marks a short last section at the end of the page, where its heading never reaches the line', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);

    // Act: a jump to the end (End, or the scroll bar) from the top.
    place({ 'before-you-begin': -3300, 'check-access': 100, 'create-a-board': 800 }, 4000);
    await scrolled();

    // Assert
    expect(current()).toEqual(['Create a board: location']);
  });

  it('marks the section of wherever a jump lands, not the one marked before it', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);
    place({ 'before-you-begin': -2000, 'check-access': -1200, 'create-a-board': 200 }, 2500);
    await scrolled();

    // Act: back to the top in one jump.
    place({ 'before-you-begin': 500, 'check-access': 1300, 'create-a-board': 1900 }, 0);
    await scrolled();

    // Assert
    expect(current()).toEqual(['Before you begin: location']);
  });

  it('marks the link of the markup the page shows when that markup was put back', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);
    const region = document.querySelector('hc-static')!;
    const html = region.innerHTML;

    // Act: React puts a kept region's html back as a whole should it render the page afresh.
    region.innerHTML = html;
    place({ 'before-you-begin': -600, 'check-access': 100, 'create-a-board': 900 });
    await scrolled();

    // Assert
    expect(current()).toEqual(['Check access: location']);
  });

  it('stops watching when asked', async () => {
    // Arrange
    mountPage();
    stop = watchTableOfContents(document);

    // Act
    stop();
    place({ 'before-you-begin': -600, 'check-access': 100, 'create-a-board': 900 });
    await scrolled();

    // Assert
    expect(current()).toEqual([]);
  });

  it('watches nothing on a page without a table of contents', () => {
    // Arrange
    document.body.innerHTML = '<article><h2 id="only">Only</h2></article>';
    const listen = jest.spyOn(window, 'addEventListener');

    // Act
    stop = watchTableOfContents(document);

    // Assert
    expect(listen).not.toHaveBeenCalled();
  });
});
