// The search, off the page's main thread: this worker downloads the indexes, parses their JSON,
// loads them into lunr and evaluates every query, so that none of it blocks a reader who scrolls
// or types. The page (searchClient.ts) only sends the query and renders the results.
//
// The worker's own script is only this file: the index downloads start as soon as the first
// message arrives, and the search code (lunr and the ranking, a chunk of its own) loads while they
// travel, instead of before they may start.
import {indexRegistry} from '../../search/indexRegistry';
import type {WorkerReply, WorkerRequest} from './protocol';

const searchCode = () => import('../../search/search');

const indexes = indexRegistry(
  (url, priority) => fetch(url, {priority}),
  async (response) => (await searchCode()).readIndex(response),
);

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'preload') {
    void indexes.load(request.urls, request.priority);
    return;
  }
  indexes
    .load(request.urls)
    .then(async (loaded): Promise<WorkerReply> => ({id: request.id, outcome: (await searchCode()).search(loaded, request.input, request.settings)}))
    .catch((error: unknown): WorkerReply => ({id: request.id, error: String(error)}))
    .then((reply) => self.postMessage(reply));
});
