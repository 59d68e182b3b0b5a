import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 64;
/** At the default log2 N = 15: r=8, p=3, OWASP's equivalent of N=2^17 with 32 MiB per hash. */
const BLOCK_SIZE = 8;
const PARALLELISM = 3;

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * scrypt with a fresh 16-byte salt per hash, stored as `scrypt$N$r$p$salt$hash` (base64url),
 * so a stronger cost later still verifies old hashes. Used for passwords and recovery codes.
 */
export class SecretHasher {
  private readonly cost: ScryptCost;
  private decoy: Promise<string> | undefined;

  constructor(log2N: number) {
    this.cost = { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM };
  }

  async hash(secret: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(secret, salt, this.cost);
    return ['scrypt', this.cost.N, this.cost.r, this.cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(secret: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** A real hash of nothing anyone knows: an unknown email costs the same time as a wrong password. */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash(randomBytes(16).toString('hex'));
    return this.decoy;
  }
}
