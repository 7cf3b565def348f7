/** Where the API lives: same origin unless the deployment says otherwise (runtime config, never build time). */
export function apiBaseURL(): string {
  const cfg = (globalThis as { __H5_CONFIG__?: { apiBase?: string } }).__H5_CONFIG__;
  return cfg?.apiBase ?? '';
}
