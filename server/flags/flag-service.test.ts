import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OpenFeature, ProviderEvents, type Hook, type Provider } from '@openfeature/server-sdk';
import { FileFlagProvider } from './file-provider';
import { FlagService, MAX_KEPT_CONTEXTS } from './flag-service';
import type { FlagContext } from './flags';

const page: FlagContext = {
  locale: 'en-US',
  host: 'support.example.com',
  path: '/jira/docs/',
  roles: ['anonymous'],
};

function writeTemp(document: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

/** The flags file's provider, counting the flags it is asked for. */
function countedFileProvider(document: unknown) {
  const file = writeTemp(document);
  const provider = new FileFlagProvider(file);
  const asked = jest.spyOn(provider, 'resolveBooleanEvaluation');
  return { file, provider, asked };
}

const videoOffUnderJira = {
  isVideoEnabled: { default: true, rules: [{ when: { pathPrefixes: ['/jira/'] }, value: false }] },
};

describe('the flags of a context, kept while the flags file is unchanged', () => {
  it('asks the provider once per context, and answers each context with its own flags', async () => {
    const { provider, asked } = countedFileProvider(videoOffUnderJira);
    const service = FlagService.createSync(provider);

    const first = await service.evaluate(page);
    const again = await service.evaluate({ ...page, roles: ['anonymous'] });
    const elsewhere = await service.evaluate({ ...page, path: '/confluence/docs/' });

    expect(first.isVideoEnabled).toBe(false);
    expect(again).toBe(first);
    expect(elsewhere.isVideoEnabled).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('keys a context on all of it: locale, host, path, roles, targeting key, country and attributes', async () => {
    const { provider, asked } = countedFileProvider({});
    const service = FlagService.createSync(provider);
    const variants: FlagContext[] = [
      page,
      { ...page, locale: 'ja-JP' },
      { ...page, host: 'other.example.com' },
      { ...page, path: '/jira/docs/other/' },
      { ...page, roles: ['authenticated'] },
      { ...page, targetingKey: 'visitor-1' },
      { ...page, country: 'JP' },
      { ...page, attributes: { 'cohort.plan': 'premium' } },
      { ...page, attributes: { 'cohort.plan': true } },
    ];

    for (const context of variants) await service.evaluate(context);
    for (const context of variants) await service.evaluate(context);

    expect(asked).toHaveBeenCalledTimes(variants.length);
  });

  it('answers with the file’s new flags as soon as the provider reports the change', async () => {
    const { file, provider, asked } = countedFileProvider({ isVideoEnabled: false });
    const service = FlagService.createSync(provider);
    expect((await service.evaluate(page)).isVideoEnabled).toBe(false);

    writeFileSync(file, JSON.stringify({ isVideoEnabled: true }));
    expect(provider.reload()).toBe(true);

    expect((await service.evaluate(page)).isVideoEnabled).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it.each([ProviderEvents.Ready, ProviderEvents.Error, ProviderEvents.ConfigurationChanged, ProviderEvents.Stale])(
    'forgets every kept context on the provider event %s',
    async (event) => {
      const { provider, asked } = countedFileProvider({});
      const service = FlagService.createSync(provider);
      await service.evaluate(page);
      await service.evaluate({ ...page, locale: 'ja-JP' });

      provider.events.emit(event);
      await service.evaluate(page);
      await service.evaluate({ ...page, locale: 'ja-JP' });

      expect(asked).toHaveBeenCalledTimes(4);
    },
  );

  it('does not keep an answer whose evaluation began before the flags changed', async () => {
    const { file, provider, asked } = countedFileProvider({ isVideoEnabled: false });
    const service = FlagService.createSync(provider);

    const begun = service.evaluate(page);
    writeFileSync(file, JSON.stringify({ isVideoEnabled: true }));
    provider.reload();
    await begun;

    expect((await service.evaluate(page)).isVideoEnabled).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('asks again after a flag fell back to its default for an error, and logs each time', async () => {
    const { provider } = countedFileProvider({});
    const asked = jest
      .spyOn(provider, 'resolveObjectEvaluation')
      .mockImplementationOnce(() => Promise.reject(new Error('disk gone')));
    const warnings: string[] = [];
    const service = FlagService.createSync(provider, { warn: (_obj, msg) => warnings.push(msg ?? '') });

    await service.evaluate(page);
    await service.evaluate(page);
    await service.evaluate(page);

    expect(warnings).toEqual([expect.stringMatching(/^flag '.+': disk gone$/)]);
    // Three object flags the first time, three the second; the third evaluation is the second's.
    expect(asked).toHaveBeenCalledTimes(6);
  });

  it('keeps the most recent contexts only, the oldest leaving first', async () => {
    const { provider, asked } = countedFileProvider({});
    const service = FlagService.createSync(provider);
    const at = (index: number) => ({ ...page, path: `/jira/docs/${index}/` });

    for (let index = 0; index <= MAX_KEPT_CONTEXTS; index += 1) await service.evaluate(at(index));
    await service.evaluate(at(MAX_KEPT_CONTEXTS));
    await service.evaluate(at(0));

    expect(asked).toHaveBeenCalledTimes(MAX_KEPT_CONTEXTS + 2);
  });

  it('answers flags frozen through, so no page can change another’s', async () => {
    const service = FlagService.createSync(countedFileProvider({}).provider);

    const flags = await service.evaluate(page);

    expect(Object.isFrozen(flags)).toBe(true);
    expect(Object.isFrozen(flags['csm-ai-agent-on-sac'])).toBe(true);
  });
});

describe('flags evaluated every time', () => {
  it('with a provider other than the flags file, which may change its answers without an event', async () => {
    let enabled = false;
    const service = await FlagService.create({
      metadata: { name: 'changing' },
      resolveBooleanEvaluation: () => Promise.resolve({ value: enabled }),
      resolveStringEvaluation: (_key, value) => Promise.resolve({ value }),
      resolveNumberEvaluation: (_key, value) => Promise.resolve({ value }),
      resolveObjectEvaluation: (_key, value) => Promise.resolve({ value }),
    } satisfies Provider);

    expect((await service.evaluate(page)).isVideoEnabled).toBe(false);
    enabled = true;
    expect((await service.evaluate(page)).isVideoEnabled).toBe(true);
  });

  it('while a hook is set, which acts on each evaluation', async () => {
    const { provider, asked } = countedFileProvider({});
    const service = FlagService.createSync(provider);
    const after = jest.fn();
    const hook: Hook = { after };
    OpenFeature.addHooks(hook);
    try {
      await service.evaluate(page);
      await service.evaluate(page);
    } finally {
      OpenFeature.clearHooks();
    }

    expect(asked).toHaveBeenCalledTimes(2);
    expect(after).toHaveBeenCalledTimes(8);
  });

  it('while a global context is set, which OpenFeature merges into every evaluation', async () => {
    const { provider, asked } = countedFileProvider({
      isVideoEnabled: { default: true, rules: [{ when: { countries: ['JP'] }, value: false }] },
    });
    const service = FlagService.createSync(provider);
    await service.evaluate(page);
    OpenFeature.setContext({ country: 'JP' });
    try {
      expect((await service.evaluate(page)).isVideoEnabled).toBe(false);
      expect((await service.evaluate(page)).isVideoEnabled).toBe(false);
    } finally {
      OpenFeature.setContext({});
    }

    expect(asked).toHaveBeenCalledTimes(3);
  });
});
