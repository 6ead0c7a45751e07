/**
 * A large documented product for page-weight tests and benchmarks: the bundled sample space with
 * Jira Software Cloud's docs grown by generated collections, each holding topic sets of topics, so
 * the product's page tree is three levels deep. Copies of real entries (same fields, new ids, slugs
 * and titles); deterministic, so runs compare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Link {
  sys: { type: 'Link'; linkType: 'Entry'; id: string };
}
interface Item {
  sys: { id: string; contentType?: { sys: { id: string } } } & Record<string, unknown>;
  fields: Record<string, Record<string, unknown>>;
}
interface Space {
  entries: Item[];
  [key: string]: unknown;
}

export const LARGE_PRODUCT_HOME = 'docs-home-jsw-cloud';
const COLLECTION = 'collection-jsw-cloud-manage-projects';
const TOPIC_SET = 'topic-set-jsw-cloud-set-up-your-site';
const TOPIC = 'topic-jsw-cloud-create-a-board';

/** Words for titles about as long as real documentation titles. */
const WORDS = ['configure', 'archive', 'permissions', 'workflow', 'retention', 'automation', 'reports', 'fields'];

const link = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Entry', id } });

export interface LargeProduct {
  space: Space;
  /** The canonical url of a topic in the deepest level of the generated tree. */
  topicUrl: string;
  /** Generated pages: collections, topic sets and topics. */
  pages: number;
}

/**
 * The sample space with `collections` x `setsPerCollection` x `topicsPerSet` topics added under
 * Jira Software Cloud's docs home (10 x 9 x 10 gives 1,000 pages with the sets and collections).
 */
export function largeProduct(
  { collections = 10, setsPerCollection = 9, topicsPerSet = 10 } = {},
  root = process.cwd(),
): LargeProduct {
  const space = JSON.parse(readFileSync(path.join(root, 'content/sample-space.json'), 'utf8')) as Space;
  const byId = new Map(space.entries.map((entry) => [entry.sys.id, entry]));
  const original = (id: string): Item => {
    const found = byId.get(id);
    if (!found) throw new Error(`The sample space has no entry ${id}`);
    return found;
  };
  const home = original(LARGE_PRODUCT_HOME);
  const copy = (from: string, id: string, slug: string, titleField: string, title: string): Item => {
    // JSON, not structuredClone: jsdom test environments do not have the latter.
    const clone = JSON.parse(JSON.stringify(original(from))) as Item;
    clone.sys.id = id;
    clone.fields.slug = { 'en-US': slug };
    clone.fields[titleField] = { 'en-US': title };
    // Reference pages, not a guide: a guide topic would also list every topic set of its guide.
    if (clone.fields.pageType) clone.fields.pageType = { 'en-US': 'Reference' };
    delete clone.fields.featuredVideo;
    delete clone.fields.shortTitle;
    space.entries.push(clone);
    return clone;
  };
  const title = (...numbers: number[]) =>
    `${WORDS[numbers.reduce((sum, n) => sum + n, 0) % WORDS.length]} ${WORDS[(numbers.length * 3) % WORDS.length]} in area ${numbers.join('.')}`.replace(
      /^./,
      (first) => first.toUpperCase(),
    );
  let topicUrl = '';
  let pages = 0;
  const collectionLinks = (home.fields.collections?.['en-US'] as Link[] | undefined) ?? [];
  for (let c = 1; c <= collections; c += 1) {
    const collectionId = `generated-collection-${c}`;
    const collection = copy(COLLECTION, collectionId, `generated-area-${c}`, 'title', title(c));
    const setLinks: Link[] = [];
    for (let s = 1; s <= setsPerCollection; s += 1) {
      const setId = `generated-set-${c}-${s}`;
      const set = copy(TOPIC_SET, setId, `generated-set-${c}-${s}`, 'title', title(c, s));
      set.fields.collection = { 'en-US': link(collectionId) };
      const topicLinks: Link[] = [];
      for (let t = 1; t <= topicsPerSet; t += 1) {
        const topicId = `generated-topic-${c}-${s}-${t}`;
        const slug = `generated-topic-${c}-${s}-${t}`;
        const topic = copy(TOPIC, topicId, slug, 'topicTitle', title(c, s, t));
        topic.fields.collection = { 'en-US': link(collectionId) };
        topic.fields.topicSetId = { 'en-US': setId };
        topicLinks.push(link(topicId));
        pages += 1;
        if (topicUrl === '') topicUrl = `/jira-software-cloud/docs/${slug}/`;
      }
      set.fields.topicReferences = { 'en-US': topicLinks };
      setLinks.push(link(setId));
      pages += 1;
    }
    collection.fields.childrenReferences = { 'en-US': setLinks };
    collectionLinks.push(link(collectionId));
    pages += 1;
  }
  home.fields.collections = { 'en-US': collectionLinks };
  return { space, topicUrl, pages };
}
