// Style sheets are imported for their side effect (the bundlers add them to the page); TypeScript 7 checks that
// every side-effect import resolves, so it is told what a .css module is.
declare module '*.css';
