import type { FastifyInstance } from 'fastify';
import { unauthorized } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { DAY_MS } from '#app/lib/time';

/** The contract's user info (`/api/user`, `/api/refreshusermoney`): the spec's field names only live here. */
export async function userInfo(app: FastifyInstance, userId: number) {
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

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/**
 * The JSON schema of `userInfo`'s answer (the `data` of `/api/user` and `/api/refreshusermoney`). A response schema
 * drops every property it does not name, so a field added above must be added here (a test compares the two).
 */
export const userInfoSchema = {
  type: 'object',
  required: ['username', 'balance', 'gameblance', 'vip'],
  properties: {
    username: str,
    realname: str,
    balance: str,
    gameblance: str,
    current_vip: str,
    vip: int,
    avatar: str,
    joinday: int,
    paysum: str,
    isagent: int,
    mobile: str,
    email: str,
    birthday: str,
    transferstatus: int,
    usdtrate: str,
    withdrawcashfee: str,
    withdrawfeeusdttrc: str,
    withdrawusdtrate: str,
  },
} as const;
