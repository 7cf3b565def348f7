import { useEffect, useState } from 'react';

/** A server time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai) as an instant, whatever the browser's zone. */
export const shanghaiMs = (value: string) => Date.parse(`${value.replace(' ', 'T')}+08:00`);

/** How long a conversation has waited since `since`: 等待不到 1 分钟, 等待 3 分钟, 等待 2 小时 5 分钟, 等待 3 天. */
export function waitingText(since: string, now: number) {
  const at = shanghaiMs(since);
  if (Number.isNaN(at)) return '等待中';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return '等待不到 1 分钟';
  if (minutes < 60) return `等待 ${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `等待 ${hours} 小时 ${minutes % 60} 分钟` : `等待 ${hours} 小时`;
  return `等待 ${Math.floor(hours / 24)} 天`;
}

/** The clock the waiting times are read against, ticking every `ms` so they stay true without a refetch. */
export function useNow(ms = 15_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
