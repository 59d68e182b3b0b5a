import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded store on 127.0.0.1:3000 with data under ./.data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(`${process.cwd()}/.data`);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appOrigin).toBe('http://127.0.0.1:3000');
    expect(config.logLevel).toBe('info');
    expect(config.mailPollMs).toBe(1000);
    expect(config.shutdownGraceMs).toBe(10_000);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/data',
      MONGODB_URI: 'mongodb://db.internal:27017/fitness',
      SMTP_URL: 'smtp://mail.internal:587',
      MAIL_FROM: 'Gym <gym@example.com>',
      APP_ORIGIN: 'https://fitness.example.com',
      REMOTES_JSON: '/etc/fitness/remotes.json',
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: '250',
      SHUTDOWN_GRACE_MS: '25000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/data',
      mongodbUri: 'mongodb://db.internal:27017/fitness',
      smtpUrl: 'smtp://mail.internal:587',
      mailFrom: 'Gym <gym@example.com>',
      appOrigin: 'https://fitness.example.com',
      remotesJson: '/etc/fitness/remotes.json',
      logLevel: 'warn',
      mailPollMs: 250,
      shutdownGraceMs: 25_000,
    });
  });

  it('shows stack traces in error answers only when NODE_ENV=development; unset (npm start) is not development', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: undefined, errorStacks: false });
    expect(loadConfig({ NODE_ENV: '' })).toMatchObject({ nodeEnv: undefined, errorStacks: false });
    expect(loadConfig({ NODE_ENV: 'test' }).errorStacks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' }).errorStacks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ nodeEnv: 'development', errorStacks: true });
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ MAIL_POLL_MS: '0' })).toThrow(/MAIL_POLL_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'ten seconds' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
