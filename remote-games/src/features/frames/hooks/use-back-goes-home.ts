import { useNavigate } from '@h5/shared';
import { useEffect } from 'react';
import { PAGES } from '@h5/shared/paths';

/** The browser's back button from /gamePage lands on / (whatever page opened it). */
export function useBackGoesHome() {
  const navigate = useNavigate();
  useEffect(() => {
    const onPop = () => {
      if (!window.location.hash.startsWith(`#${PAGES.gamePage}`) && window.location.hash !== '#/')
        navigate('/', { replace: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [navigate]);
}
