import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { formatFen } from '#app/lib/money';
import { balances, userId } from '#app/plugins/app/auth/index';
import { answers, emptyBody, envelope, optionalFields, refusal, type RoutesPlugin } from '#app/routes/schemas';
import avatarUploadRoutes from './upload';
import { userInfo, userInfoSchema } from '#app/plugins/app/accounts/user-info';

/** The signed-in player: profile (`/api/user`) and the polled balances (`/api/balance`). */
const userRoutes: RoutesPlugin = async (app) => {
  await app.register(avatarUploadRoutes);
  app.post(
    '/balance',
    {
      config: { auth: 'balances' },
      schema: {
        body: emptyBody,
        response: {
          200: envelope(optionalFields({ balance: Type.String(), gameblance: Type.String() })),
          '4xx': refusal,
          '5xx': refusal,
        },
      },
    },
    async (request) => {
      const b = balances(request);
      return ok({ balance: formatFen(b.centralFen), gameblance: formatFen(b.venueFen) });
    },
  );

  app.post('/user', { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(userInfoSchema) } }, async (request) => ok(await userInfo(app, userId(request))));
};

export default userRoutes;
