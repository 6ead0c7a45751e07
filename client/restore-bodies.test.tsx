import { restoreBodies } from './restore-bodies';

describe('restoreBodies', () => {
  it('puts back the html of every blanked body from its element', () => {
    document.body.innerHTML =
      '<div data-body-id="b1"><p>First <b>body</b></p></div><aside data-body-id="b2"><p>Notice</p></aside>';
    const state = {
      entry: { body: { id: 'b1', html: '', toc: [] }, notice: { message: { id: 'b2', html: '', toc: [] } } },
    };

    const missing = restoreBodies(state, document.body);

    expect(missing).toEqual([]);
    expect(state.entry.body.html).toBe('<p>First <b>body</b></p>');
    expect(state.entry.notice.message.html).toBe('<p>Notice</p>');
  });

  it('reports bodies that have no element', () => {
    document.body.innerHTML = '';

    expect(restoreBodies({ body: { id: 'gone', html: '', toc: [] } }, document.body)).toEqual(['gone']);
  });
});
