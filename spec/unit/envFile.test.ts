import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../../site/server/envFile.ts';
import { serverEnvVariables } from '../../site/server/serverEnv.ts';

const added: string[] = [];
afterEach(() => {
  for (const name of added.splice(0)) Reflect.deleteProperty(process.env, name);
});

function rootWith(content: string | undefined, name = '.env'): string {
  const root = mkdtempSync(join(tmpdir(), 'env-file-'));
  if (content !== undefined) writeFileSync(join(root, name), content);
  return root;
}

describe('the .env file', () => {
  it('is read from the project root, and a variable the environment has wins over it', () => {
    added.push('ENV_FILE_TEST_A', 'ENV_FILE_TEST_B');
    process.env.ENV_FILE_TEST_A = 'from the environment';
    const root = rootWith('ENV_FILE_TEST_A=from the file\nENV_FILE_TEST_B=from the file\n');
    expect(loadEnvFile(root, {})).toBe(join(root, '.env'));
    expect(process.env.ENV_FILE_TEST_A).toBe('from the environment');
    expect(process.env.ENV_FILE_TEST_B).toBe('from the file');
  });

  it('is optional, can be named by ENV_FILE, and ENV_FILE= reads none', () => {
    added.push('ENV_FILE_TEST_C');
    expect(loadEnvFile(rootWith(undefined), {})).toBeUndefined();
    const root = rootWith('ENV_FILE_TEST_C=staging\n', 'staging.env');
    expect(loadEnvFile(root, { ENV_FILE: '' })).toBeUndefined();
    expect(process.env.ENV_FILE_TEST_C).toBeUndefined();
    expect(loadEnvFile(root, { ENV_FILE: 'staging.env' })).toBe(join(root, 'staging.env'));
    expect(process.env.ENV_FILE_TEST_C).toBe('staging');
    expect(() => loadEnvFile(root, { ENV_FILE: 'prod.env' })).toThrow(
      /ENV_FILE names .*prod\.env, which does not exist/,
    );
  });

  it('has an example naming every variable the server reads, and the build’s', () => {
    const example = readFileSync('.env.example', 'utf8');
    const named = [...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name);
    expect(named.toSorted()).toEqual([...serverEnvVariables(), 'VITE_ANALYTICS_ID', 'VITE_ANALYTICS_SRC'].toSorted());
  });
});
