import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha, type Captcha } from '../api/get-captcha';

export interface CaptchaState {
  captcha: Captcha | null;
  loading: boolean;
  /** ask the server for a new image (the previous one is dropped: a captcha is single use) */
  reload: () => void;
}

/** The server's captcha image. Only the newest answer counts when taps overlap. */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    setCaptcha(null);
    getCaptcha()
      .then((res) => (res.code === 200 && res.data?.img ? res.data : null))
      .catch(() => null)
      .then((next) => {
        if (!mounted.current || ticket !== latest.current) return;
        setCaptcha(next);
        setLoading(false);
      });
  }, []);

  return { captcha, loading, reload };
}
