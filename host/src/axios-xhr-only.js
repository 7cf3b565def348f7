// Build-time stand-in for axios's fetch adapter (aliased in rspack.shared.js for production builds). In a browser
// axios takes its first usable adapter of ['xhr', 'http', 'fetch'], always XMLHttpRequest, so the fetch adapter
// (about 4 KB gzip of the shell's first paint) never runs; this says "not available" if anything ever asks for it.
export const getFetch = () => null;
