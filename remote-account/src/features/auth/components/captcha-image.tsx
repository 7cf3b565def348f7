import type { Captcha } from '../api/get-captcha';
import { RefreshIcon } from './icons';

/** The server's captcha beside the field; a tap asks for a new one. */
export function CaptchaImage({
  captcha,
  loading,
  onRefresh,
}: {
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <button type="button" className="login-captcha" aria-label="看不清？换一张验证码" onClick={onRefresh}>
      {captcha ? (
        <img className="login-captcha__img" src={captcha.img} alt="验证码" draggable={false} />
      ) : (
        <span className={`login-captcha__empty${loading ? ' is-loading' : ''}`}>
          {loading ? (
            '加载中'
          ) : (
            <>
              <RefreshIcon />
              点击获取
            </>
          )}
        </span>
      )}
    </button>
  );
}
