import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy';

describe('caching rules of the web build', () => {
  it('caches content-hashed JS, CSS and their maps for a year', () => {
    for (const file of [
      'main.3f9a1c2b7d.js',
      'remoteEntry.5e6f7a8b9c.js',
      '__federation_expose_WeightPanel.0a1b2c3d4e.js',
      '542.9f8e7d6c5b.css',
      'main.3f9a1c2b7d.js.map',
      'main.3f9a1c2b7d.js.br',
      '542.9f8e7d6c5b.css.gz',
    ]) {
      expect(cacheControlFor(`/srv/dist/${file}`)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates every file whose name does not change with its content', () => {
    for (const file of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'mf-stats.json',
      'main.js',
      '106.js',
      'main.123.js',
      'logo.png',
      'remoteEntry.js.br',
      'index.html.gz',
    ]) {
      expect(cacheControlFor(`/srv/dist/${file}`)).toBe('no-cache');
    }
  });
});
