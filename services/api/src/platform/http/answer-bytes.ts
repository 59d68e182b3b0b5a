import type { FastifyReply } from 'fastify';

/** Headers of a web Response that describe its bytes as they were, not as they go out (Fastify sets them again). */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding']);

/** tRPC streams these (jsonl batches, subscriptions): they go out as they come, never buffered. */
const isStreamed = (response: Response) => response.headers.has('transfer-encoding') || /jsonl|event-stream/i.test(response.headers.get('content-type') ?? '');

/**
 * The one way an answer becomes bytes on the reply: a tRPC Response's status and headers go on the reply now (Fastify
 * applies them only after the onSend hooks) and its body, like a string, becomes a Buffer, so later hooks see what will
 * be sent (the read cache stores it, compression encodes it). Streams and anything else: undefined, sent as they are.
 */
export async function answerBytes(reply: FastifyReply, payload: unknown): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (!(payload instanceof Response) || isStreamed(payload) || !payload.body || payload.bodyUsed) return undefined;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) reply.header(name, value);
  });
  return Buffer.from(await payload.arrayBuffer());
}
