import { describeApiContract } from '../src/api-contract.js';
import { startContractServer } from './support/contract-server.js';

// The shared contract suite against the small in-test server; the API server package runs the same suite.
describeApiContract('in-test contract server', async () => {
  const server = await startContractServer({ likeOptions: [{ id: 1, text: 'More trees', name: 'trees' }] });
  return { host: server.origin, projectKey: server.projectKey, aggregatorUrl: server.aggregatorUrl, close: server.close };
});
