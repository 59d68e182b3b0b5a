import { resolve } from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './security/trust-proxy';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const MAX_CACHE_MB = 64 * 1024;
/** A cache's byte budget in MiB (fractions allowed). */
const mebibytes = (fallback: number) => z.coerce.number().positive().max(MAX_CACHE_MB).default(fallback);

/** Every setting the service reads, parsed once (ARCHITECTURE.md, Configuration). */
export const configSchema = z
  .object({
    /** Unset (`npm start`) is neither: the dev outbox and embedded store are allowed, error answers carry no stacks. */
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).optional()),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./.data'),
    MONGODB_URI: z.preprocess(blankToUndefined, z.string().url().optional()),
    SMTP_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
    MAIL_FROM: z.string().default('Fitness Tracker <no-reply@localhost>'),
    APP_ORIGIN: z.preprocess(blankToUndefined, z.string().url().optional()),
    REMOTES_JSON: z.preprocess(blankToUndefined, z.string().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** One log line per request and answer (at info); off by default, it costs the hot path (docs/decisions/0030). */
    ACCESS_LOG: z.enum(['on', 'off'], { error: 'ACCESS_LOG must be on or off' }).default('off'),
    /** Byte budget (MiB) of each instance's read cache, shared by every user's stored answers (docs/decisions/0035). */
    READ_CACHE_MB: mebibytes(64),
    /** Byte budget (MiB) of each instance's derivation cache: progress, records and body weights of every user (docs/decisions/0062). */
    DERIVATION_CACHE_MB: mebibytes(32),
    /** log2 of scrypt's N for password hashes; lower only where hashing speed matters more (tests, small dev boxes). */
    SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(15),
    /** Folder holding the built shell and remotes (all-in-one mode); unset → the repo's own builds. */
    WEB_ROOT: z.preprocess(blankToUndefined, z.string().optional()),
    /** How often the mail worker looks for due mails (retries, other instances' mails); new mails go at once. */
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** How long in-flight requests may finish after SIGTERM or SIGINT before the process exits anyway (below the platform's own kill timeout). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Which hops may set X-Forwarded-For (the client address behind a load balancer); unset → none. */
    TRUST_PROXY: trustProxySetting,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SCRYPT_COST >= 15, {
    path: ['SCRYPT_COST'],
    message: 'must be at least 15 in production',
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    /** Stack traces in error answers only on a developer's machine (`npm run dev` sets NODE_ENV=development). */
    errorStacks: env.NODE_ENV === 'development',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR === ':memory:' ? env.DATA_DIR : resolve(env.DATA_DIR),
    mongodbUri: env.MONGODB_URI,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appOrigin: env.APP_ORIGIN ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
    remotesJson: env.REMOTES_JSON,
    logLevel: env.LOG_LEVEL,
    accessLog: env.ACCESS_LOG === 'on',
    readCacheBytes: Math.round(env.READ_CACHE_MB * 2 ** 20),
    derivationCacheBytes: Math.round(env.DERIVATION_CACHE_MB * 2 ** 20),
    webRoot: env.WEB_ROOT,
    scryptCost: env.SCRYPT_COST,
    mailPollMs: env.MAIL_POLL_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    trustProxy: env.TRUST_PROXY,
  }));

/** The environment variables the service reads, by the schema's keys: the README's table and turbo.json name the same (tools/environment-variables.test.ts). */
export const CONFIG_VARIABLES = Object.keys(configSchema.in.shape) as readonly (keyof typeof configSchema.in.shape)[];

export type AppConfig = z.output<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
