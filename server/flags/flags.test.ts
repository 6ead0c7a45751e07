import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_FLAGS, FlagsFileError, loadFlagsFile, parseFlags } from './flags';

const context = { locale: 'en-US', preview: false } as const;

function writeTemp(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
  writeFileSync(file, text);
  return file;
}

describe('feature flags', () => {
  it('evaluates the project flags file to the documented values', () => {
    const flags = loadFlagsFile(path.resolve(__dirname, '../../config/flags.json')).evaluate(context);

    expect(flags).toEqual({
      isVideoEnabled: true,
      'csm-ai-agent-on-sac': { agent_enabled: false },
      'sac-search-ai-experiment': { ai_dialog_enabled: false },
      sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
    });
  });

  it('keeps defaults for flags the file leaves out', () => {
    expect(parseFlags({ isVideoEnabled: false })).toEqual({ ...DEFAULT_FLAGS, isVideoEnabled: false });
  });

  it('rejects an unknown flag or a wrong type with a message naming it', () => {
    expect(() => parseFlags({ isVideoEnabled: 'yes' })).toThrow(/isVideoEnabled/);
    expect(() => parseFlags({ unknownFlag: true })).toThrow(FlagsFileError);
  });

  it('names the file when it is missing or not JSON', () => {
    expect(() => loadFlagsFile('/nonexistent/flags.json')).toThrow(/\/nonexistent\/flags.json/);
    expect(() => loadFlagsFile(writeTemp('{oops'))).toThrow(/not JSON/);
  });

  it('returns frozen flags so a page cannot change them for the next one', () => {
    const flags = loadFlagsFile(writeTemp('{"isVideoEnabled": false}')).evaluate(context);

    expect(flags.isVideoEnabled).toBe(false);
    expect(Object.isFrozen(flags)).toBe(true);
  });
});
