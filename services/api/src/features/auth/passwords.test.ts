import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { SecretHasher } from './passwords';

describe('SecretHasher (scrypt)', () => {
  it('uses a strong cost by default: N=2^15, r=8, p=3 (OWASP-equivalent), and refuses less in production', () => {
    expect(loadConfig({}).scryptCost).toBe(15);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', SCRYPT_COST: '12' })).toThrow(
      'Invalid configuration: SCRYPT_COST: must be at least 15 in production',
    );
  });

  it('hashes with a fresh salt and verifies the right secret only', async () => {
    // A lower cost than the default (tested above) keeps five hashes quick on a busy machine; the cost travels with the hash.
    const hasher = new SecretHasher(12);
    const [a, b] = [await hasher.hash('s3cret ü'), await hasher.hash('s3cret ü')];
    expect(a).toMatch(/^scrypt\$4096\$8\$3\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('s3cret ü', a)).toBe(true);
    expect(await hasher.verify('s3cret u', a)).toBe(false);
    expect(await hasher.verify('s3cret ü', 'garbage')).toBe(false);
  });

  it('verifies hashes made at another cost (the cost travels with the hash)', async () => {
    const old = await new SecretHasher(10).hash('pw');
    expect(await new SecretHasher(15).verify('pw', old)).toBe(true);
  });
});
