import { blankBodies, collectBodies, isRenderedBody } from './blank-bodies';

const body = (id: string, html: string) => ({ id, html, toc: [{ id: 'a', text: 'A', level: 2 }] });

describe('blankBodies', () => {
  it('blanks the html of bodies at any depth and keeps their id and table of contents', () => {
    const entry = {
      title: 'Topic',
      body: body('b1', '<p>long</p>'),
      notice: { message: body('b2', '<p>notice</p>') },
      cards: [{ overview: body('b3', '<p>card</p>') }],
    };

    const blanked = blankBodies(entry);

    expect(blanked.body).toEqual({ id: 'b1', html: '', toc: entry.body.toc });
    expect(blanked.notice.message.html).toBe('');
    expect(blanked.cards[0]!.overview.html).toBe('');
    expect(blanked.title).toBe('Topic');
  });

  it('does not change its input', () => {
    const entry = { body: body('b1', '<p>x</p>') };

    blankBodies(entry);

    expect(entry.body.html).toBe('<p>x</p>');
  });

  it('leaves objects that only look partly like a body alone', () => {
    const value = { id: 'x', html: '<b>not a body</b>' };

    expect(isRenderedBody(value)).toBe(false);
    expect(blankBodies(value)).toEqual(value);
  });

  it('collects every body in document order', () => {
    const value = { a: body('1', 'x'), b: [body('2', 'y'), { c: body('3', 'z') }] };

    expect(collectBodies(value).map((found) => found.id)).toEqual(['1', '2', '3']);
  });
});

describe('blankBodies sharing', () => {
  it('shares the parts of its input that hold no body and copies the path to each body', () => {
    const chrome = { header: { links: [{ id: 'l1', url: '/a/' }] } };
    const entry = { chrome, body: body('b1', '<p>x</p>') };

    const blanked = blankBodies(entry);

    expect(blanked.chrome).toBe(chrome);
    expect(blanked).not.toBe(entry);
    expect(blanked.body).not.toBe(entry.body);
    expect(blankBodies(chrome)).toBe(chrome);
  });
});
