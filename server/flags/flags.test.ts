import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_FLAGS,
  defaultsOf,
  FlagsFileError,
  parseFlagDefinitions,
  readFlagsFile,
  resolveFlag,
  rolloutBucket,
  ruleMatches,
  type FlagContext,
} from './flags';

const anonymous: FlagContext = {
  locale: 'en-US',
  host: 'support.example.com',
  path: '/jira/docs/',
  roles: ['anonymous'],
};

function writeTemp(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flags.json');
  writeFileSync(file, text);
  return file;
}

describe('the flags file', () => {
  it('reads the project flags file to the documented defaults', () => {
    expect(defaultsOf(readFlagsFile(path.resolve(__dirname, '../../config/flags.json')))).toEqual({
      isVideoEnabled: true,
      'csm-ai-agent-on-sac': { agent_enabled: false },
      'sac-search-ai-experiment': { ai_dialog_enabled: false },
      sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
    });
  });

  it('keeps the default of every flag the file leaves out', () => {
    expect(defaultsOf(parseFlagDefinitions({ isVideoEnabled: false }))).toEqual({
      ...DEFAULT_FLAGS,
      isVideoEnabled: false,
    });
  });

  it('names the file, the flag and the problem of a wrong type in one message', () => {
    expect(() => parseFlagDefinitions({ isVideoEnabled: 'yes' }, 'flags.json')).toThrow(
      "Feature flags file flags.json is invalid: flag 'isVideoEnabled': Invalid input: expected boolean, received string",
    );
    expect(() =>
      parseFlagDefinitions({ 'csm-ai-agent-on-sac': { default: { agent_enabled: 1 } } }, 'flags.json'),
    ).toThrow(/flag 'csm-ai-agent-on-sac': default\.agent_enabled: .*expected boolean/);
  });

  it('names an unknown flag and lists the known ones', () => {
    expect(() => parseFlagDefinitions({ chatWidget: true }, 'flags.json')).toThrow(
      "Feature flags file flags.json is invalid: unknown flag 'chatWidget' (known flags: isVideoEnabled, csm-ai-agent-on-sac, sac-search-ai-experiment, sac_ai_summarisation_expanded_state)",
    );
  });

  it('rejects a rule with an unknown condition or a percentage out of range', () => {
    const withRule = (when: unknown) => ({ isVideoEnabled: { default: false, rules: [{ when, value: true }] } });
    expect(() => parseFlagDefinitions(withRule({ role: ['editor'] }))).toThrow(/flag 'isVideoEnabled': rules\.0\.when/);
    expect(() => parseFlagDefinitions(withRule({ percentage: 150 }))).toThrow(/rules\.0\.when\.percentage/);
    expect(() => parseFlagDefinitions(withRule({ roles: ['owner'] }))).toThrow(FlagsFileError);
  });

  it('names the file when it is missing, not JSON or not an object', () => {
    expect(() => readFlagsFile('/nonexistent/flags.json')).toThrow(/\/nonexistent\/flags\.json/);
    expect(() => readFlagsFile(writeTemp('{oops'))).toThrow(/not JSON/);
    expect(() => readFlagsFile(writeTemp('[]'))).toThrow(/one JSON object of flags/);
  });
});

describe('targeting rules', () => {
  const definitions = parseFlagDefinitions({
    'csm-ai-agent-on-sac': {
      default: { agent_enabled: false },
      rules: [
        { when: { roles: ['editor'], pathPrefixes: ['/jira/'] }, value: { agent_enabled: true } },
        { when: { locales: ['ja-JP'], hosts: ['support.example.jp'] }, value: { agent_enabled: true } },
      ],
    },
  });

  it('answers the default when no rule holds', () => {
    expect(resolveFlag(definitions, 'csm-ai-agent-on-sac', anonymous)).toEqual({
      value: { agent_enabled: false },
      rule: undefined,
    });
  });

  it('answers the first rule whose conditions all hold', () => {
    expect(
      resolveFlag(definitions, 'csm-ai-agent-on-sac', { ...anonymous, roles: ['authenticated', 'editor'] }).rule,
    ).toBe(0);
    expect(
      resolveFlag(definitions, 'csm-ai-agent-on-sac', { ...anonymous, roles: ['editor'], path: '/confluence/' }).rule,
    ).toBeUndefined();
    expect(
      resolveFlag(definitions, 'csm-ai-agent-on-sac', { ...anonymous, locale: 'ja-JP', host: 'SUPPORT.example.jp' })
        .rule,
    ).toBe(1);
  });

  it('matches countries and named attributes exactly', () => {
    const when = { countries: ['JP'], attributes: { companyAccount: true } };
    expect(ruleMatches('f', when, { ...anonymous, country: 'JP', attributes: { companyAccount: true } })).toBe(true);
    expect(ruleMatches('f', when, { ...anonymous, country: 'JP', attributes: { companyAccount: false } })).toBe(false);
    expect(ruleMatches('f', when, { ...anonymous, attributes: { companyAccount: true } })).toBe(false);
  });
});

describe('percentage rollouts', () => {
  it('puts a visitor in the same bucket every time, and flags in independent buckets', () => {
    expect(rolloutBucket('isVideoEnabled', 'visitor-1')).toBe(rolloutBucket('isVideoEnabled', 'visitor-1'));
    expect(rolloutBucket('isVideoEnabled', 'visitor-1')).not.toBe(rolloutBucket('csm-ai-agent-on-sac', 'visitor-1'));
  });

  it('spreads visitors evenly: about half of 2,000 ids fall under 50%', () => {
    const under = Array.from({ length: 2000 }, (_, index) => rolloutBucket('f', `id-${index}`)).filter(
      (bucket) => bucket < 50,
    ).length;
    expect(under).toBeGreaterThan(900);
    expect(under).toBeLessThan(1100);
  });

  it('includes nobody at 0%, everybody with an id at 100%, and never a visitor without an id', () => {
    expect(ruleMatches('f', { percentage: 0 }, { ...anonymous, targetingKey: 'a' })).toBe(false);
    expect(ruleMatches('f', { percentage: 100 }, { ...anonymous, targetingKey: 'a' })).toBe(true);
    expect(ruleMatches('f', { percentage: 100 }, anonymous)).toBe(false);
  });
});
