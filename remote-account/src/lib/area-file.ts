declare const __webpack_public_path__: string;

/**
 * A file of this area's build (its `public/` folder, copied next to the remote entry) as the page loads it: the
 * entry's own folder (Rspack's public path, `auto`: wherever the deployed version is served from).
 */
export function areaFile(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return base + file;
}
