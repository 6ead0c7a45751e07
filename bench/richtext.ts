/**
 * Rich-text body render benchmark (ARCHITECTURE.md section 7): a realistic ~20 KB migrated body
 * with headings, lists, tables, callouts and code blocks, rendered many times after a warm-up.
 * Prints the median and p95 render time per body against the target (median under 1 ms).
 *
 *   npm run bench:richtext [-- --iterations 2000]
 */
import type { Block, Document } from '@contentful/rich-text-types';
import {
  block,
  doc,
  embeddedBlock,
  embeddedInline,
  entry,
  entryLink,
  heading,
  imageAsset,
  inline,
  paragraph,
  text,
} from '../shared/richtext/document-builders';
import { precompileHighlighting } from '../shared/richtext/code-highlight';
import { renderBody, type RichTextContext } from '../shared/richtext/render-body';
import type { Entry } from '../shared/types/content';

const TARGET_MEDIAN_MS = 1;
const iterationsArg = process.argv.indexOf('--iterations');
const ITERATIONS = iterationsArg > 0 ? Number(process.argv[iterationsArg + 1]) : 2000;
const WARM_UP = 300;

const SENTENCES = [
  'Boards show the work of a team as cards that move across columns as the work progresses.',
  'Only administrators can change the workflow of a project, so ask yours if a column is missing.',
  'Filters decide which issues a board shows; a board can use a saved filter from any project.',
  'Changes apply to everyone who uses the board, so tell your team before you rearrange columns.',
  'Use swimlanes to group cards by assignee, epic or a query of your own.',
];

function prose(seed: number, sentences: number): Block {
  const parts = [];
  for (let index = 0; index < sentences; index += 1) {
    const sentence = SENTENCES[(seed + index) % SENTENCES.length] ?? '';
    if (index === 1) parts.push(text(`${sentence} `, 'bold'));
    else if (index === 2)
      parts.push(inline('hyperlink', [text('board settings')], { uri: 'https://example.com/settings' }), text(' '));
    else if (index === 3)
      parts.push(inline('entry-hyperlink', [text('Create a filter')], entryLink('topic-filters')), text(' '));
    else parts.push(text(`${sentence} `));
  }
  return paragraph(...parts);
}

function list(type: 'unordered-list' | 'ordered-list', seed: number): Block {
  return block(
    type,
    Array.from({ length: 4 }, (_, index) =>
      block('list-item', [paragraph(text(SENTENCES[(seed + index) % 5] ?? '', index === 0 ? 'code' : 'italic'))]),
    ),
  );
}

function table(): Block {
  const cell = (type: string, value: string) => block(type, [paragraph(text(value))]);
  return block('table', [
    block('table-row', [
      cell('table-header-cell', 'Permission'),
      cell('table-header-cell', 'Who has it'),
      cell('table-header-cell', 'Notes'),
    ]),
    ...Array.from({ length: 5 }, (_, index) =>
      block('table-row', [
        cell('table-cell', `Permission ${index}`),
        cell('table-cell', 'Project admins'),
        cell('table-cell', SENTENCES[index] ?? ''),
      ]),
    ),
  ]);
}

const entries = new Map<string, Entry>();
function add(item: Entry): string {
  entries.set(item.id, item);
  return item.id;
}
add(entry('topic-filters', 'topic', {}));
add(entry('anchor-limits', 'anchor', { anchorId: 'limits' }));
add(
  entry('fragment-product', 'textFragment', {
    textFragmentId: 'product',
    text: doc(paragraph(text('Jira Cloud', 'bold'))),
  }),
);

const content: Block[] = [];
for (let section = 0; section < 6; section += 1) {
  content.push(heading(2, `Section ${section}: configure the board`));
  content.push(prose(section, 5));
  content.push(
    paragraph(
      text('This applies to '),
      embeddedInline('fragment-product'),
      text(' sites.'),
      embeddedInline('anchor-limits'),
    ),
  );
  content.push(heading(3, `Step ${section}.1`));
  content.push(list(section % 2 === 0 ? 'ordered-list' : 'unordered-list', section));
  const calloutId = add(
    entry(`callout-${section}`, 'callout', {
      heading: 'Before you begin',
      appearance: (['Information', 'Warning', 'Tip'] as const)[section % 3],
      body: doc(prose(section + 1, 2)),
    }),
  );
  content.push(embeddedBlock(calloutId));
  content.push(heading(3, `Step ${section}.2`));
  content.push(prose(section + 2, 4));
  const codeId = add(
    entry(`code-${section}`, 'codeBlock', {
      title: 'Example request',
      language: (['JavaScript', 'Bash', 'JSON', 'Python', 'SQL', 'YAML'] as const)[section],
      code: 'const board = await client.boards.get({ id: 42 });\nif (board.columns.length < 3) {\n  console.log("Add columns");\n}\n',
    }),
  );
  content.push(embeddedBlock(codeId));
  if (section % 2 === 0) content.push(table());
  if (section === 3) {
    content.push(
      embeddedBlock(
        add(
          entry('image-1', 'kbImage', {
            altText: 'Board settings',
            image: imageAsset('a1', '//images.example/a.png', 800, 450),
          }),
        ),
      ),
    );
  }
  content.push(block('blockquote', [prose(section + 3, 2)]));
}
const document: Document = doc(...content);

const ctx: RichTextContext = {
  entry: (id) => entries.get(id),
  asset: () => undefined,
  urlOf: (id) => (id === 'topic-filters' ? '/jira-software-cloud/docs/create-a-filter/' : undefined),
  flags: { isVideoEnabled: true },
  locale: 'en-US',
};

const input = { kind: 'richText', id: 'bench-body', document } as const;
const size = Buffer.byteLength(JSON.stringify(document));
const compileStart = process.hrtime.bigint();
precompileHighlighting();
const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;
const first = process.hrtime.bigint();
const htmlSize = Buffer.byteLength(renderBody(input, ctx).html);
const firstMs = Number(process.hrtime.bigint() - first) / 1e6;

for (let index = 0; index < WARM_UP; index += 1) renderBody(input, ctx);
const samples: number[] = [];
for (let index = 0; index < ITERATIONS; index += 1) {
  const start = process.hrtime.bigint();
  renderBody(input, ctx);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
}
samples.sort((a, b) => a - b);
const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? NaN;
const median = at(0.5);
const pass = median < TARGET_MEDIAN_MS;

console.log(`rich-text body: ${(size / 1024).toFixed(1)} KB document json, ${(htmlSize / 1024).toFixed(1)} KB html`);
console.log(`grammar compilation at start: ${compileMs.toFixed(1)} ms`);
console.log(`first render (highlights the code blocks, cached per entry after): ${firstMs.toFixed(3)} ms`);
console.log(`renders: ${ITERATIONS} after ${WARM_UP} warm-up`);
console.log(
  `median: ${median.toFixed(3)} ms  p90: ${at(0.9).toFixed(3)} ms  p95: ${at(0.95).toFixed(3)} ms  p99: ${at(0.99).toFixed(3)} ms`,
);
console.log(`target: median under ${TARGET_MEDIAN_MS} ms  ${pass ? 'PASS' : 'FAIL'}`);
if (!pass) process.exitCode = 1;
