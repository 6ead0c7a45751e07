import express from 'express';
import request from 'supertest';
import type { ContentSnapshot } from '../content/snapshot-types';
import { ANSWER_PATH, ExtractiveAnswerSource, parseAnswerRequest, queryTerms, sentenceScore } from './answer';
import { parseContentAri } from './passages';
import { createSearchRouter, VERSIONS_PATH } from './router';
import { SearchService } from './search-service';
import { entry, fakeSnapshot } from './test-snapshot';

function helpSnapshot(): ContentSnapshot {
  const name = entry('pn', 'productName', { productName: 'Jira Software', productNameId: 'jira-software' });
  const version = (number: string) => entry(`v${number}`, 'version', { number, showInList: true });
  const cloud = entry('p', 'product', { productNameReference: name, slug: 'jira', deployment: 'Cloud' });
  const dc = entry('pdc', 'product', {
    productNameReference: name,
    slug: 'jira-dc',
    deployment: 'Data Center',
    productVersions: [version('9.1'), version('10.0')],
  });
  const collection = entry('c', 'collection', { title: 'Guides', context: cloud, pageType: 'Guide' });
  const dcCollection = entry('cdc', 'collection', { title: 'Admin', context: dc });
  const boards = entry('t1', 'topic', {
    topicTitle: 'Create a board',
    collection,
    bodyHtml:
      '<p>Boards help your team see its work.</p><h2>Create a scrum board</h2><p>To create a scrum board, select Create board in the board menu. Choose a project for the board.</p><h2>Delete a board</h2><p>Deleting a board never deletes its issues.</p>',
  });
  const sprints = entry('t2', 'topic', {
    topicTitle: 'Plan a sprint',
    collection,
    bodyHtml:
      '<p>A sprint is a fixed time for a set of work.</p><p>Start the sprint from the backlog of your board.</p>',
  });
  const admin = entry('t3', 'topic', {
    topicTitle: 'Back up data',
    collection: dcCollection,
    bodyHtml: '<p>Back up.</p>',
  });
  return fakeSnapshot({
    entries: [name, cloud, dc, collection, dcCollection, boards, sprints, admin],
    routes: [
      { url: '/jira/docs/create-a-board/', entryId: 't1', contentType: 'topic' },
      { url: '/jira/docs/plan-a-sprint/', entryId: 't2', contentType: 'topic' },
      { url: '/jira-dc/9.1/docs/back-up/', entryId: 't3', contentType: 'topic', version: '9.1' },
      { url: '/jira-dc/10.0/docs/back-up/', entryId: 't3', contentType: 'topic', version: '10.0' },
    ],
  });
}

describe('the extractive answer source', () => {
  const service = SearchService.fromSnapshot(helpSnapshot());
  afterAll(() => service.close());

  it('answers with the sentences of the top results that best match the query, linked to their sections', async () => {
    const source = new ExtractiveAnswerSource(service);

    const answer = await source.answer({ query: 'create scrum board', language: 'en' });

    expect(answer.sentences).toContainEqual({
      text: 'To create a scrum board, select Create board in the board menu.',
      url: '/jira/docs/create-a-board/#create-a-scrum-board',
      title: 'Create a board: Create a scrum board',
    });
    expect(answer.sentences.length).toBeLessThanOrEqual(3);
    expect(answer.sources[0]).toEqual({ title: 'Create a board', url: '/jira/docs/create-a-board/' });
  });

  it('answers with nothing when no sentence holds a query term', async () => {
    const answer = await new ExtractiveAnswerSource(service).answer({ query: 'the of and', language: 'en' });

    expect(answer).toEqual({ sentences: [], sources: [] });
  });

  it('reads passages split at headings from the snapshot, with the page heading ids', () => {
    const [result] = service.passages(['ari:cloud:help::topic/t1']);

    expect(result?.passages.map((passage) => passage.anchor)).toEqual([null, 'create-a-scrum-board', 'delete-a-board']);
  });

  it('collects the Data Center versions of each product, newest first', () => {
    expect(service.versions('jira-software')).toEqual(['10.0', '9.1']);
    expect(service.versions('confluence')).toEqual([]);
  });
});

describe('answer and versions endpoints', () => {
  const service = SearchService.fromSnapshot(helpSnapshot());
  const app = express().use(createSearchRouter(service));
  afterAll(() => service.close());

  it('answers a valid query', async () => {
    const response = await request(app).post(ANSWER_PATH).send({ query: 'create scrum board' });

    expect(response.status).toBe(200);
    expect((response.body as { sentences: { url: string }[] }).sentences.map((sentence) => sentence.url)).toContain(
      '/jira/docs/create-a-board/#create-a-scrum-board',
    );
  });

  it.each([
    [{}, 'query: is required'],
    [{ query: 42 }, 'query: must be a string'],
    [{ query: '  ' }, 'query: must not be empty'],
    [{ query: 'x'.repeat(257) }, 'query: must be at most 256 characters'],
    [{ query: 'board', language: 'fr' }, 'language: must be one of en, ja'],
    [[1], 'body: must be a JSON object'],
  ])('answers 400 for the bad body %j', async (body, error) => {
    const response = await request(app).post(ANSWER_PATH).send(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('lists the versions of a product', async () => {
    const response = await request(app).get(VERSIONS_PATH).query({ product: 'jira-software' });

    expect(response.body).toEqual({ product: 'jira-software', versions: ['10.0', '9.1'] });
  });

  it('answers 400 for a missing or malformed product key', async () => {
    expect((await request(app).get(VERSIONS_PATH)).status).toBe(400);
    expect((await request(app).get(`${VERSIONS_PATH}?product=%3Cscript%3E`)).status).toBe(400);
  });

  it('uses a configured answer source in place of the extractive one', async () => {
    const configured = express().use(
      createSearchRouter(service, {
        answers: { answer: () => Promise.resolve({ sentences: [{ text: 'x', url: '/x/', title: 'X' }], sources: [] }) },
      }),
    );

    const response = await request(configured).post(ANSWER_PATH).send({ query: 'board' });

    expect(response.body.sentences).toEqual([{ text: 'x', url: '/x/', title: 'X' }]);
  });
});

describe('answer helpers', () => {
  it('keeps the content words of a query', () => {
    expect(queryTerms('How do I create boards?')).toEqual(['create', 'board']);
  });

  it('splits a Japanese query into its words, without the particles between them', () => {
    expect(queryTerms('ボードの作成')).toEqual(['ボード', '作成']);
    expect(queryTerms('Jira のボード')).toEqual(['jira', 'ボード']);
  });

  it('scores a sentence by the query terms it holds', () => {
    expect(sentenceScore('Creating a board is quick.', ['create', 'board'])).toBe(1);
    expect(sentenceScore('Create a board.', ['create', 'board'])).toBe(2);
  });

  it('validates the request body', () => {
    expect(parseAnswerRequest({ query: 'board' })).toEqual({ ok: true, value: { query: 'board', language: 'en' } });
  });

  it('parses a content ari with its version', () => {
    expect(parseContentAri('ari:cloud:help::topic/t3/version/9.1')).toEqual({
      contentType: 'topic',
      entryId: 't3',
      version: '9.1',
    });
    expect(parseContentAri('ari:cloud:help::page/t3')).toBeUndefined();
  });
});
