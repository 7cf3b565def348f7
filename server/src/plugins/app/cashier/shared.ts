/** The shared money, time and label helpers (see lib/shared.ts). */
export { labels, money, time } from '#app/lib/shared';
