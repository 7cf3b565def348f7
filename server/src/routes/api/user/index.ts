import { BalanceDataSchema, UserInfoSchema } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { formatFen } from '#app/lib/money';
import { balances, userId } from '#app/plugins/app/auth/index';
import { answers, emptyBody, type RoutesPlugin } from '#app/routes/schemas';
import avatarUploadRoutes from './upload';
import { userInfo } from '#app/plugins/app/accounts/user-info';

/** The signed-in player: profile (`/api/user`) and the polled balances (`/api/balance`). */
const userRoutes: RoutesPlugin = async (app) => {
  await app.register(avatarUploadRoutes);
  app.post(
    '/balance',
    {
      config: { auth: 'balances' },
      schema: {
        body: emptyBody,
        response: answers(BalanceDataSchema),
      },
    },
    async (request) => {
      const b = balances(request);
      return ok({ balance: formatFen(b.centralFen), gameblance: formatFen(b.venueFen) });
    },
  );

  app.post(
    '/user',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(UserInfoSchema) } },
    async (request) => ok(await userInfo(app, userId(request))),
  );
};

export default userRoutes;
