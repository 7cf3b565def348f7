// Async boundary: the shared singletons (React, @h5/shared) are negotiated before the dev shell runs.
void import('./area-dev-shell');
