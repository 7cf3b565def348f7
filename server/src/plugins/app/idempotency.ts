import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '#app/db/client';
import { idempotencyKeys } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { addRouteHook, globalPlugin } from '#app/lib/plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: an `Idempotency-Key` header makes a retry replay the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** the claimed key of this request, when it carried one */
    idempotency: { id: number; completed: boolean } | null;
  }
}

const KEY_SHAPE = /^[A-Za-z0-9_.:-]{1,128}$/;
/** A claim whose request never finished (the process died before its transaction committed) may be retried after this. */
const ABANDONED_AFTER = '30 seconds';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key 格式不正确',
  reused: '该 Idempotency-Key 已用于另一笔不同的请求',
  inFlight: '相同的请求正在处理中，请稍后再试',
} as const;

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? {}))
    .digest('hex');

/**
 * Records the answer of a money call in the same transaction that moves the money, so a retry after a crash either
 * finds the committed answer or finds nothing moved. Call it inside the transaction, with the envelope to return.
 */
export async function completeIdempotent(
  tx: Queryable,
  request: FastifyRequest,
  envelope: unknown,
  httpStatus = 200,
  opts: { replace?: boolean } = {},
): Promise<void> {
  const claim = request.idempotency;
  // `replace`: a money call that commits in steps (a venue transfer) records its first answer with the first step and
  // replaces it with the final one in the step that settles it
  if (!claim || (claim.completed && !opts.replace)) return;
  await tx
    .update(idempotencyKeys)
    .set({ httpStatus, response: envelope as object })
    .where(eq(idempotencyKeys.id, claim.id));
  claim.completed = true;
}

/**
 * Idempotency-Key on routes with `config: { idempotent: true }` (after authentication, so keys are per player):
 * a new key is claimed before the handler runs; a retry with a finished key gets the first answer again; the same key
 * with another body is refused (409); a key still being worked on answers 409 so the client retries later.
 */
export default globalPlugin(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);

  const idempotent = (config: { idempotent?: boolean }) => !!config.idempotent;
  addRouteHook(app, 'preHandler', idempotent, async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
    // Players by their id; back-office callers (e.g. balance adjustments) by the negated admin id, a separate namespace.
    const userId = request.auth?.userId ?? (request.admin ? -request.admin.adminId : undefined);
    if (!userId) return;
    const route = request.routeOptions.url ?? request.url;
    const hash = bodyHash(request.body);

    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ userId, route, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      request.idempotency = { id: claimed.id, completed: false };
      return;
    }

    const [prior] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
    if (!prior) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
    if (prior.requestHash !== hash) throw new HttpError(409, IDEMPOTENCY_MESSAGES.reused);
    if (prior.httpStatus > 0) {
      reply.header('Idempotent-Replay', 'true');
      return reply.code(prior.httpStatus).send(prior.response);
    }
    // unfinished: take it over only when the first attempt was abandoned (nothing it did was committed)
    const [takeover] = await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.id, prior.id),
          eq(idempotencyKeys.httpStatus, 0),
          sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${ABANDONED_AFTER}'`)}`,
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (!takeover) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
    request.idempotency = { id: takeover.id, completed: false };
  });

  // Answers that moved no money (refusals, validation errors) are recorded after the fact; a 5xx releases the key.
  addRouteHook(app, 'onSend', idempotent, async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotency;
    if (!claim || claim.completed) return payload;
    claim.completed = true;
    if (reply.statusCode >= 500) {
      await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claim.id));
      return payload;
    }
    let body: unknown = payload;
    if (typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    await app.db
      .update(idempotencyKeys)
      .set({ httpStatus: reply.statusCode, response: body as object })
      .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.httpStatus, 0)));
    return payload;
  });
});
