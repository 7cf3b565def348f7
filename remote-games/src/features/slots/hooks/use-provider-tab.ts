import { CONCISE_PROVIDERS, DEFAULT_CONCISE_PROVIDER } from '@h5/shared/types';
import { useEffect, useState } from 'react';

const isProvider = (v: string | null): v is string => !!v && CONCISE_PROVIDERS.some((p) => p.code === v);

/**
 * The provider tab of /concise: the address's `?type` when it names a provider, else the first. The page is cached,
 * so a later visit with another `?type` switches to that tab.
 */
export function useProviderTab(type: string | null): [string, (provider: string) => void] {
  const [active, setActive] = useState<string>(isProvider(type) ? type : DEFAULT_CONCISE_PROVIDER);
  useEffect(() => {
    if (isProvider(type)) setActive(type);
  }, [type]);
  return [active, setActive];
}
