/**
 * A light toast (no antd-mobile on the first paint). Kinds follow the spec's notification kinds:
 * success or danger; 'info' is a plain text toast.
 */
export type ToastKind = 'success' | 'danger' | 'info';

let host: HTMLDivElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const ICONS: Record<ToastKind, string> = {
  success:
    '<svg viewBox="0 0 48 48" width="36" height="36" aria-hidden="true"><circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" stroke-width="3"/><path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  danger:
    '<svg viewBox="0 0 48 48" width="36" height="36" aria-hidden="true"><circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" stroke-width="3"/><path d="M24 13v14" stroke="currentColor" stroke-width="3.5" stroke-linecap="round"/><circle cx="24" cy="34" r="2.4" fill="currentColor"/></svg>',
  info: '',
};

export function toast(message: string, kind: ToastKind = 'info', duration = 2000): void {
  if (typeof document === 'undefined' || !message) return;
  if (!host || !host.isConnected) {
    host = document.createElement('div');
    host.className = 'h5-toast-host';
    document.body.appendChild(host);
  }
  host.innerHTML = '';
  const box = document.createElement('div');
  box.className = `h5-toast h5-toast--${kind}`;
  box.setAttribute('role', 'alert');
  if (ICONS[kind]) {
    const icon = document.createElement('div');
    icon.className = 'h5-toast__icon';
    icon.innerHTML = ICONS[kind];
    box.appendChild(icon);
  }
  const text = document.createElement('div');
  text.className = 'h5-toast__text';
  text.textContent = message;
  box.appendChild(text);
  host.appendChild(box);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (host) host.innerHTML = '';
  }, duration);
}

toast.success = (message: string, duration?: number) => toast(message, 'success', duration);
toast.error = (message: string, duration?: number) => toast(message, 'danger', duration);
toast.info = (message: string, duration?: number) => toast(message, 'info', duration);
