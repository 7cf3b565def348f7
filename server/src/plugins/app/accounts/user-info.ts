import type { UserInfo } from '@h5/shared/types';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { DAY_MS } from '#app/lib/time';

/**
 * The contract's user info (`/api/user`, `/api/refreshusermoney`): the spec's field names only live here and in its
 * schema, `UserInfoSchema` of `@h5/shared/contract`, which the routes answer with (a test compares the two).
 */
export async function userInfo(app: FastifyInstance, userId: number): Promise<UserInfo> {
  const [profile, settings] = await Promise.all([app.accounts.profile(userId), app.siteSettings.read()]);
  if (!profile) throw unauthorized();
  return {
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
  };
}
