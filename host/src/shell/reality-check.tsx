import { post, useDialogFocus, useNavigate, useSession } from '@h5/shared';
import { fenToYuan } from '@h5/shared/money';
import { PAGES } from '@h5/shared/paths';
import type { ProtectionState, RealityCheck as RealityFigures } from '@h5/shared/types';
import { useEffect, useRef, useState } from 'react';

const MINUTE = 60_000;
const quiet = { silent: true, toastError: false, on401: 'ignore' } as const;

/** `您已登录 N 分钟，本次登录以来输赢 ±X 元` (net in fen, negative a loss). */
export function realityText(f: Pick<RealityFigures, 'minutes' | 'net'>): string {
  const sign = f.net > 0 ? '+' : f.net < 0 ? '-' : '';
  return `您已登录 ${f.minutes} 分钟，本次登录以来输赢 ${sign}${fenToYuan(Math.abs(f.net))} 元`;
}

/** Minutes until the next multiple of `every` since sign-in (at least one). */
export const minutesToNext = (sinceSignIn: number, every: number) => Math.max(1, every - (sinceSignIn % every));

/**
 * The reality check (理性娱乐, issue 22): for a signed-in player, every `reality_check_minutes` since sign-in (the
 * player's choice, 0 off), the time played and the net result since sign-in, with 继续游戏 / 退出登录 / 查看记录.
 * Mounted by the shell only after the first page is on screen (its own chunk): it never weighs on a first paint.
 * The interval is read again before each dialog, so a change on /responsible counts from the next one.
 */
export default function RealityCheck() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const [figures, setFigures] = useState<RealityFigures | null>(null);
  const arm = useRef<() => void>(() => {});

  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the next check: the next multiple of the interval since sign-in (asked again each time, 0: none)
    const next = async () => {
      const [state, now] = await Promise.all([
        post<ProtectionState>('/api/protection', {}, quiet),
        post<RealityFigures>('/api/protection/reality', {}, quiet),
      ]).catch(() => [null, null] as const);
      if (!live || state?.code !== 200 || now?.code !== 200) return;
      const every = state.data.reality_check_minutes;
      if (!every) return;
      timer = setTimeout(
        async () => {
          const res = await post<RealityFigures>('/api/protection/reality', {}, quiet).catch(() => null);
          if (!live) return;
          if (res?.code === 200) setFigures(res.data);
          else void next();
        },
        minutesToNext(now.data.minutes, every) * MINUTE,
      );
    };
    arm.current = () => void next();
    void next();
    return () => {
      live = false;
      clearTimeout(timer);
      arm.current = () => {};
      setFigures(null);
    };
  }, [token]);

  const focusRef = useDialogFocus(figures !== null);
  if (!figures) return null;
  const close = (then: () => void) => {
    setFigures(null);
    then();
  };
  return (
    <div className="h5-dialog-mask">
      <div ref={focusRef} className="h5-dialog" role="dialog" aria-modal="true" aria-label="现实提醒">
        <div className="h5-dialog__title">现实提醒</div>
        <div className="h5-dialog__content" data-testid="reality-text">
          {realityText(figures)}
        </div>
        <div className="h5-dialog__actions">
          <button
            type="button"
            className="h5-dialog__btn"
            onClick={() => close(() => void useSession.getState().signOut())}
          >
            退出登录
          </button>
          <button
            type="button"
            className="h5-dialog__btn"
            onClick={() =>
              close(() => {
                arm.current();
                navigate(PAGES.betRecords);
              })
            }
          >
            查看记录
          </button>
          <button
            type="button"
            className="h5-dialog__btn h5-dialog__btn--primary"
            data-autofocus
            onClick={() => close(() => arm.current())}
          >
            继续游戏
          </button>
        </div>
      </div>
    </div>
  );
}
