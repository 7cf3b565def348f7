/**
 * Player protection (理性娱乐, issue 22; our addition, not in the spec): the answers of `/api/protection*`. Amounts
 * are fen (integers), times minutes or Shanghai timestamps. Rules: `@h5/shared/validators` protection.ts.
 */
import { Type } from 'typebox';
import { paged, ShanghaiDateTime } from './common';

const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** One limit: in force (`value`, null none) and a looser change waiting for its time. */
export const LimitSettingSchema = Type.Object({
  value: OrNull(Type.Integer()),
  pending: OrNull(Type.Object({ value: OrNull(Type.Integer()), at: ShanghaiDateTime })),
});

const PeriodLimitsSchema = Type.Object({
  day: LimitSettingSchema,
  week: LimitSettingSchema,
  month: LimitSettingSchema,
});

/** `POST /api/protection` (and the answer of every change). */
export const ProtectionStateSchema = Type.Object({
  /** fen per period */
  deposit: PeriodLimitsSchema,
  /** fen per period: transfers into venues minus transfers back */
  loss: PeriodLimitsSchema,
  /** minutes per sign-in */
  session: LimitSettingSchema,
  /** 0: off */
  reality_check_minutes: Type.Integer(),
  block: OrNull(
    Type.Object({
      kind: Type.Unsafe<'timeout' | 'exclusion'>({ type: 'string', enum: ['timeout', 'exclusion'] }),
      /** null: a self-exclusion that ended and waits for the player's request to reopen */
      until: OrNull(ShanghaiDateTime),
      reopen_at: OrNull(ShanghaiDateTime),
    }),
  ),
});

/** One change in `POST /api/protection/history`. */
export const ProtectionChangeSchema = Type.Object({
  id: Type.Integer(),
  /** 'player', or 'admin:<id>' for an operator's refused attempt */
  actor: Type.String(),
  /** limit.deposit, limit.deposit.cancel, timeout, exclusion, exclusion.reopen, refused.… */
  action: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: ShanghaiDateTime,
});
export const ProtectionHistoryPageSchema = paged(ProtectionChangeSchema);

/** `POST /api/protection/reality`: this sign-in's time and the net result of the bets since (fen; negative a loss). */
export const RealityCheckSchema = Type.Object({
  started_at: ShanghaiDateTime,
  minutes: Type.Integer(),
  net: Type.Integer(),
  bets: Type.Integer(),
});
