import { Tabs } from '@h5/shared/antd';
import { useId, useLayoutEffect, type ComponentProps } from 'react';

/**
 * antd-mobile's `Tabs` with a name on its tab list (`label`: 登录或注册, 取款方式): Tabs passes `aria-*` to its outer
 * `<div>`, not to the `role="tablist"` element inside, so the name is put there once the list is drawn.
 */
export function NamedTabs({ label, ...props }: ComponentProps<typeof Tabs> & { label: string }) {
  const id = `tabs${useId().replace(/[^\w-]/g, '')}`;
  useLayoutEffect(() => {
    document.querySelector(`[data-named-tabs="${id}"] [role="tablist"]`)?.setAttribute('aria-label', label);
  });
  return <Tabs {...props} data-named-tabs={id} />;
}
