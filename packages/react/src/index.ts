export * from './widgets/index.js';
