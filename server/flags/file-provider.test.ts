import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Provider } from '@openfeature/server-sdk';
import { FileFlagProvider } from './file-provider';
import { FlagService } from './flag-service';
import { FlagsStartError, loadFlagService, providerFromModule } from './load-flags';
import { DEFAULT_FLAGS, type FlagContext } from './flags';

const context: FlagContext = { locale: 'en-US', host: 'support.example.com', path: '/', roles: ['anonymous'] };

function writeTemp(document: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
  writeFileSync(file, typeof document === 'string' ? document : JSON.stringify(document));
  return file;
}

function recordingLogger() {
  const lines: string[] = [];
  const record = (_obj: unknown, msg?: string) => lines.push(msg ?? '');
  return { lines, logger: { info: record, error: record, warn: record } };
}

describe('the flags-file provider through OpenFeature', () => {
  it('answers every flag with rules applied to the evaluation context', async () => {
    const file = writeTemp({
      isVideoEnabled: { default: true, rules: [{ when: { roles: ['editor'] }, value: false }] },
    });
    const service = FlagService.createSync(new FileFlagProvider(file));
    expect((await service.evaluate(context)).isVideoEnabled).toBe(true);
    expect((await service.evaluate({ ...context, roles: ['authenticated', 'editor'] })).isVideoEnabled).toBe(false);
  });

  it('keeps serving the last good flags when the file turns invalid, and logs why', async () => {
    const file = writeTemp({ isVideoEnabled: false });
    const { lines, logger } = recordingLogger();
    const provider = new FileFlagProvider(file, { logger });
    const service = FlagService.createSync(provider);
    writeFileSync(file, '{"isVideoEnabled": "no"}');
    expect(provider.reload()).toBe(false);
    expect(lines).toEqual([
      `Feature flags file ${file} is invalid: flag 'isVideoEnabled': Invalid input: expected boolean, received string; the last good flags keep serving`,
    ]);
    expect((await service.evaluate(context)).isVideoEnabled).toBe(false);
    writeFileSync(file, '{"isVideoEnabled": true}');
    expect(provider.reload()).toBe(true);
    expect((await service.evaluate(context)).isVideoEnabled).toBe(true);
  });

  it('re-reads the file when it changes on disk', async () => {
    const file = writeTemp({ isVideoEnabled: false });
    const provider = new FileFlagProvider(file, { pollIntervalMs: 20 });
    const service = FlagService.createSync(provider);
    try {
      // Each write has another size, whatever the file system's time resolution, and is repeated
      // because the watcher's first look at the file may come after the first write on a busy machine.
      const deadline = Date.now() + 8_000;
      for (let spaces = 1; !(await service.evaluate(context)).isVideoEnabled && Date.now() < deadline; spaces++) {
        writeFileSync(file, `{${' '.repeat(spaces)}"isVideoEnabled": true }`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await service.evaluate(context)).isVideoEnabled).toBe(true);
    } finally {
      await service.close();
    }
  }, 10_000);

  it('answers a type mismatch for a flag asked as the wrong type, and not-found for an unknown flag', async () => {
    const provider = new FileFlagProvider(writeTemp({}));
    await expect(provider.resolveBooleanEvaluation('csm-ai-agent-on-sac', false, {})).rejects.toThrow(
      "flag 'csm-ai-agent-on-sac' holds an object, not a boolean",
    );
    await expect(provider.resolveBooleanEvaluation('nope', false, {})).rejects.toThrow("unknown flag 'nope'");
  });
});

describe('another provider', () => {
  it('gives the default, and logs, for a flag it answers with the wrong shape or an error', async () => {
    const garbage: Provider = {
      metadata: { name: 'garbage' },
      resolveBooleanEvaluation: () => Promise.reject(new Error('service down')),
      resolveStringEvaluation: (_key, value) => Promise.resolve({ value }),
      resolveNumberEvaluation: (_key, value) => Promise.resolve({ value }),
      resolveObjectEvaluation: <T>() => Promise.resolve({ value: { agent_enabled: 'yes' } as unknown as T }),
    };
    const { lines, logger } = recordingLogger();
    const flags = await (await FlagService.create(garbage, logger)).evaluate(context);
    expect(flags).toEqual(DEFAULT_FLAGS);
    expect(lines).toContain("flag 'csm-ai-agent-on-sac': the provider answered a value of the wrong shape");
    expect(lines.some((line) => line.startsWith("flag 'isVideoEnabled': service down"))).toBe(true);
  });

  it('is loaded from a FLAGS_PROVIDER module instead of the flags file', async () => {
    const module = path.resolve(__dirname, '../../test/fixtures/flags/always-on-provider.cjs');
    const service = await loadFlagService({ flagsFile: '/nonexistent.json', flagsProvider: module, flagsPollMs: 0 });
    expect((await service.evaluate(context))['csm-ai-agent-on-sac']).toEqual({ agent_enabled: true });
  });

  it('stops start-up with a clear message for a module that is missing or exports no provider', async () => {
    await expect(providerFromModule('/nonexistent/provider.cjs')).rejects.toThrow(
      /^FLAGS_PROVIDER module \/nonexistent\/provider\.cjs could not be loaded/,
    );
    const empty = path.join(mkdtempSync(path.join(tmpdir(), 'provider-')), 'empty.cjs');
    writeFileSync(empty, 'exports.nothing = 1;');
    await expect(providerFromModule(empty)).rejects.toThrow(
      new FlagsStartError(`FLAGS_PROVIDER module ${empty} exports neither 'provider' nor 'createProvider'`),
    );
  });
});
