import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { escapeHtml, recoveryCodeMail } from './account-mails';
import { createMailPort, SMTP_REQUIRED_IN_PRODUCTION } from './create-mail-port';
import { createDevOutbox } from './dev-outbox';

describe('mail port', () => {
  it('refuses to start in production without SMTP_URL, with a clear message', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
    expect(() => createMailPort(config)).toThrow(SMTP_REQUIRED_IN_PRODUCTION);
    await expect(buildApp({ config, storage: createEmbeddedStorage(':memory:') }, { logger: false })).rejects.toThrow(
      /SMTP_URL is required when NODE_ENV=production/,
    );
  });

  it('uses SMTP when SMTP_URL is set and the dev outbox otherwise', () => {
    expect(createMailPort(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: ':memory:' })).kind).toBe('smtp');
    expect(createMailPort(loadConfig({ DATA_DIR: ':memory:' })).kind).toBe('outbox');
  });

  it('the dev outbox writes each mail under DATA_DIR/outbox and logs its subject and code', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const logged: Array<{ details: object; message: string }> = [];
    const outbox = createDevOutbox(dataDir, { info: (details, message) => logged.push({ details, message }) });
    await outbox.send(recoveryCodeMail('ada@example.com', '4821', 10));
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(join(dataDir, 'outbox', files[0]!), 'utf8'));
    expect(stored).toMatchObject({ to: 'ada@example.com', subject: 'Fitness Tracker password recovery code' });
    expect(stored.text).toContain('4821');
    expect(stored.html).toContain('4821');
    expect(logged).toEqual([
      { details: { to: 'ada@example.com', subject: 'Fitness Tracker password recovery code', code: '4821' }, message: 'dev outbox: mail written' },
    ]);
  });

  it('escapes user-supplied text for HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
  });
});
