import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { checkInvariants } from '#app/db/ledger';
import { answers, noQuery, type RoutesPlugin } from '#app/routes/schemas';

const ledgerCheck = Type.Object({ ok: Type.Boolean(), problems: Type.Array(Type.String()), checked_at: Type.String() });

/** GET /ledger/check (finance): the ledger's invariants on the live database; `ok` false lists the problems. */
const ledgerRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/ledger/check',
    { config: { admin: 'finance' }, schema: { querystring: noQuery, response: answers(ledgerCheck) } },
    async () => {
      const problems = await checkInvariants(app.db);
      return ok(
        { ok: problems.length === 0, problems, checked_at: new Date().toISOString() },
        problems.length
          ? `账本检查发现 ${problems.length} 个问题`
          : '账本检查通过：每笔分录借贷平衡，每个钱包余额等于其分录之和',
      );
    },
  );
};

export default ledgerRoutes;
