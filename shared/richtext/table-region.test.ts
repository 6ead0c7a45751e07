import { JSDOM } from 'jsdom';
import { block, doc, heading, paragraph, text } from './document-builders';
import { renderBody, type BodyInput, type RichTextContext } from './render-body';

const context: RichTextContext = {
  entry: () => undefined,
  asset: () => undefined,
  urlOf: () => undefined,
  flags: { isVideoEnabled: true },
  locale: 'en-US',
  logger: { error: () => undefined },
};

/** The regions of a rendered body with the names a screen reader gives them (aria-labelledby, then aria-label). */
function tableRegions(input: BodyInput) {
  const page = new JSDOM(`<main>${renderBody(input, context).html}</main>`).window.document;
  return [...page.querySelectorAll('[role="region"]')].map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    const name = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => page.getElementById(id)?.textContent ?? `(missing #${id})`)
          .join(' ')
      : region.getAttribute('aria-label');
    return { name, region };
  });
}

const TABLE = '<table><tr><th>Setting</th><th>Default</th></tr><tr><td>Component lead</td><td>None</td></tr></table>';

describe('the regions that scroll body tables', () => {
  it('name a rich-text table by its number and the heading of the section it sits in', () => {
    const cell = (value: string) => block('table-cell', [paragraph(text(value))]);
    const table = block('table', [block('table-row', [cell('Component lead'), cell('None')])]);
    const document = doc(table, heading(2, 'Default assignee rules'), paragraph(text('Who gets new issues.')), table);

    const names = tableRegions({ kind: 'richText', id: 'body', document }).map(({ name }) => name);

    expect(names).toEqual(['Table 1', 'Table 2 Default assignee rules']);
  });

  it('frame the tables of an html body as rich-text tables are, named after their sections', () => {
    const html = `<p>Components group issues.</p>${TABLE}<h2>Default assignee rules</h2>${TABLE}<h3>Reporting</h3>${TABLE}`;

    const regions = tableRegions({ kind: 'html', id: 'body', html });

    expect(regions.map(({ name }) => name)).toEqual(['Table 1', 'Table 2 Default assignee rules', 'Table 3 Reporting']);
    for (const { region } of regions) {
      expect(region.className).toBe('table-wrap');
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.firstElementChild?.tagName).toMatch(/^(SPAN|TABLE)$/);
      expect(region.querySelector('td')?.textContent).toBe('Component lead');
    }
  });

  it('keep a table nested in another inside its outer table’s one frame', () => {
    const html = `<h2>Ports</h2><table><tr><td>${TABLE}</td></tr></table><p>After the table.</p>`;

    const regions = tableRegions({ kind: 'html', id: 'body', html });

    expect(regions.map(({ name }) => name)).toEqual(['Table 1 Ports']);
    expect(regions[0]?.region.querySelectorAll('table')).toHaveLength(2);
    expect(regions[0]?.region.nextElementSibling?.textContent).toBe('After the table.');
  });

  it('keep the id of an html table, so links to it still land on it', () => {
    const html = `<h2>Limits</h2><table id="component-limits"><tr><td>Component lead</td></tr></table>`;

    const regions = tableRegions({ kind: 'html', id: 'body', html });

    expect(regions).toHaveLength(1);
    expect(regions[0]?.region.querySelector('table')?.id).toBe('component-limits');
    expect(regions[0]?.name).toBe('Table 1 Limits');
  });

  it('name a table in a legacy knowledge-base section after the section when it has no heading of its own', () => {
    const regions = tableRegions({
      kind: 'legacyKb',
      id: 'kb',
      sections: { cause: '<p>Attachments moved.</p>', solution: `<p>Check each path part:</p>${TABLE}` },
    });

    expect(regions.map(({ name }) => name)).toEqual(['Table 1 Solution']);
  });
});
