/** The browser leaves the site for another address (a game's, the visit address): its own module, so tests can watch it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
