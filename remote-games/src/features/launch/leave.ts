/** The browser leaves the site for a game's address (its own module, so tests can watch it). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
