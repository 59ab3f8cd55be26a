import { describeServerSuite } from './server-suite.js';

// The embedded database in memory (the on-disk variant is exercised by the CLI test).
describeServerSuite('PGlite (embedded)', async () => ({}));
