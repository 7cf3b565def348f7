import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { checkInvariants } from '#app/db/ledger';
import { answers, noQuery } from '#app/routes/schemas';

const ledgerCheck = {
  type: 'object',
  required: ['ok', 'problems', 'checked_at'],
  properties: { ok: { type: 'boolean' }, problems: { type: 'array', items: { type: 'string' } }, checked_at: { type: 'string' } },
} as const;

/** GET /ledger/check (finance): the ledger's invariants on the live database; `ok` false lists the problems. */
const ledgerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ledger/check', { config: { admin: 'finance' }, schema: { querystring: noQuery, response: answers(ledgerCheck) } }, async () => {
    const problems = await checkInvariants(app.db);
    return ok(
      { ok: problems.length === 0, problems, checked_at: new Date().toISOString() },
      problems.length ? `账本检查发现 ${problems.length} 个问题` : '账本检查通过：每笔分录借贷平衡，每个钱包余额等于其分录之和',
    );
  });
};

export default ledgerRoutes;
