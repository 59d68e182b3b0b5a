export * from './types';
export * from './normalise';
export * from './catalogue';
export * from './search';
export * from './weekly-sets';
