// Async boundary: shared singletons are negotiated before any component code runs.
void import('./bootstrap');
