import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { unauthorized } from '../../../lib/http-error';
import { formatFen } from '../../../lib/money';
import { balances, userId } from '../../../plugins/app/auth/index';
import { emptyBody, envelope } from '../schemas';
import avatarUploadRoutes from './upload';

const DAY_MS = 24 * 3600 * 1000;

/** The signed-in player: profile (`/api/user`) and the polled balances (`/api/balance`). */
const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(avatarUploadRoutes);
  app.post(
    '/balance',
    {
      config: { auth: 'balances' },
      schema: {
        body: emptyBody,
        response: {
          200: envelope({ type: 'object', properties: { balance: { type: 'string' }, gameblance: { type: 'string' } } }),
        },
      },
    },
    async (request) => {
      const b = balances(request);
      return ok({ balance: formatFen(b.centralFen), gameblance: formatFen(b.venueFen) });
    },
  );

  app.post('/user', { config: { auth: 'user' }, schema: { body: emptyBody } }, async (request) => {
    const [profile, settings] = await Promise.all([app.accounts.profile(userId(request)), app.siteSettings.read()]);
    if (!profile) throw unauthorized();
    return ok({
      username: profile.username,
      realname: profile.realname,
      balance: formatFen(profile.centralFen ?? 0),
      gameblance: formatFen(profile.venueFen),
      current_vip: `VIP${profile.vip}`,
      vip: profile.vip,
      avatar: profile.avatar,
      joinday: Math.max(1, Math.ceil((Date.now() - profile.createdAt.getTime()) / DAY_MS)),
      paysum: formatFen(profile.paysumFen),
      isagent: profile.isAgent ? 1 : 0,
      mobile: profile.mobile,
      email: profile.email,
      birthday: profile.birthday ?? '',
      transferstatus: profile.autoTransfer ? 1 : 0,
      usdtrate: settings.usdtrate,
      withdrawcashfee: settings.withdrawcashfee,
      withdrawfeeusdttrc: settings.withdrawfeeusdttrc,
      withdrawusdtrate: settings.withdrawusdtrate,
    });
  });
};

export default userRoutes;
