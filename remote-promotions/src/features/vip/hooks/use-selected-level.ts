import type { Swiper } from '@h5/shared/antd';
import { useEffect, useRef, useState, type ComponentRef } from 'react';

/**
 * The level the tabs and the carousel show, kept in step: it opens on the player's level (VIP1 for a visitor) and
 * moves there when that changes (a login, a promotion); a tab moves the carousel, a swipe the tabs.
 */
export function useSelectedLevel(current: number | null) {
  const [selected, setSelected] = useState(current ?? 1);
  const swiper = useRef<ComponentRef<typeof Swiper>>(null);

  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    const target = current ?? 1;
    setSelected(target);
    swiper.current?.swipeTo(target - 1);
  }, [current]);

  const select = (level: number) => {
    if (level === selected) return;
    setSelected(level);
    swiper.current?.swipeTo(level - 1);
  };

  return { selected, select, swiper, swiped: (index: number) => setSelected(index + 1) };
}
