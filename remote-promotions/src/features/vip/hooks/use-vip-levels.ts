import { isNetworkError, type VipLevel } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postVipLevels } from '../api/post-vip-levels';

/** The ten VIP levels, loaded once (the page is cached; a failed load is retried when it shows again or on 重新加载). */
export function useVipLevels() {
  const [levels, setLevels] = useState<VipLevel[] | null>(null);
  const [failed, setFailed] = useState(false);
  const loaded = useRef(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const res = await postVipLevels();
      if (res.code === 200 && Array.isArray(res.data) && res.data.length > 0) {
        loaded.current = true;
        setLevels(res.data);
      } else setFailed(true);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!loaded.current) void load();
  }, [load]);

  return { levels, failed, retry: load };
}
