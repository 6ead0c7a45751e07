import { UniqueIds } from './headings';
import { keepBodyIds, sanitizeBodyHtml } from './html-body';

describe('ids in html bodies', () => {
  it('keeps a safe id on a body element and a same-page link to it', () => {
    const ids = new UniqueIds();
    const html = keepBodyIds(
      sanitizeBodyHtml('<p><a href="#os.path.join">x</a></p><dl><dt id="os.path.join">j</dt></dl>'),
      ids,
    );
    expect(html).toBe('<p><a href="#os.path.join">x</a></p><dl><dt id="os.path.join">j</dt></dl>');
  });

  it('drops unsafe, reserved and repeated ids so the site keeps its own', () => {
    const ids = new UniqueIds();
    ids.reserve('set-up');
    const html = keepBodyIds(
      sanitizeBodyHtml(
        '<p id="maincontent">a</p><p id="bad id">b</p><p id="set-up">c</p><p id="k">d</p><p id="k">e</p>',
      ),
      ids,
    );
    expect(html).toBe('<p>a</p><p>b</p><p>c</p><p id="k">d</p><p>e</p>');
  });
});
