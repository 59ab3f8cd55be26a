// A survey that saves to your own JSON endpoint (here a small server on 127.0.0.1): node json-endpoint.mjs
import { createServer } from 'node:http';
import { createSurvey } from '@treesponse/core';
import { createJsonHttpApi } from '@treesponse/core/json-http';

const stored = new Map();
const server = createServer(async (request, response) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  const body = JSON.parse(text);
  const id = request.method === 'POST' ? `row-${stored.size + 1}` : request.url.split('/').pop();
  stored.set(id, body);
  console.log(request.method, request.url, text);
  response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ id }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const survey = createSurvey({
  definition: {
    key: 'feedback',
    pages: [
      { key: 'rate', order: 1, sections: [{ type: 'question', question: { key: 'stars', type: 'number', required: true } }] },
      { key: 'why', order: 2, sections: [{ type: 'question', question: { key: 'reason', type: 'string' } }] },
    ],
  },
  api: createJsonHttpApi({
    url: `http://127.0.0.1:${server.address().port}/feedback`,
    headers: { 'x-api-key': 'my-key' },
    // Your endpoint's own shape: here only the answers and whether the form is finished.
    toBody: (treesponse, { action }) => ({ action, finished: treesponse.completed, ...treesponse.answers }),
  }),
  language: 'en',
  onComplete: (treesponse) => console.log('completed', treesponse.id),
});

survey.setAnswer('stars', 4);
await survey.next(); // POST /feedback
survey.setAnswer('reason', 'Quick');
await survey.next(); // the last page: PATCH /feedback/row-1 with finished: true
survey.destroy();
server.close();
