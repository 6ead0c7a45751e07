/**
 * The image cannot be built on a machine without a Docker engine, so its promises are checked where
 * they are written: stages, what the final stage copies, its user, environment and health check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Stage {
  name: string;
  from: string;
  lines: string[];
}

function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  // Continuation lines belong to the instruction above them.
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

const stages = stagesOf(readFileSync(path.resolve(__dirname, '../../Dockerfile'), 'utf8'));
const final = stages.at(-1)!;
const stageNamed = (name: string) => stages.find((stage) => stage.name === name);

describe('the Dockerfile', () => {
  it('builds in several stages and runs the last one on a slim Node image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(final.from).toMatch(/^node:(20|22)[\w.-]*-slim$/);
  });

  it('gives the final stage production dependencies only and the built bundles', () => {
    const copies = final.lines.filter((line) => line.startsWith('COPY'));
    const nodeModules = copies.find((line) => line.includes('node_modules'))!;
    const source = stageNamed(/--from=(\S+)/.exec(nodeModules)![1]!)!;

    expect(source.lines.some((line) => /npm ci\b.*--omit=dev/.test(line))).toBe(true);
    expect(copies.some((line) => /--from=\S+.*\/app\/dist/.test(line))).toBe(true);
    expect(final.lines.some((line) => /^RUN\s+npm (ci|install)/.test(line))).toBe(false);
  });

  it('runs as a non-root user with NODE_ENV=production', () => {
    const user = final.lines.filter((line) => line.startsWith('USER')).at(-1);

    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER\s+(root|0)\b/);
    expect(final.lines.some((line) => /^ENV\b.*NODE_ENV=production/.test(line))).toBe(true);
  });

  it('checks its health against /healthz and starts the built server', () => {
    expect(final.lines.find((line) => line.startsWith('HEALTHCHECK'))).toMatch(/\/healthz/);
    expect(final.lines.find((line) => line.startsWith('CMD'))).toContain('dist/server/start.js');
  });
});
