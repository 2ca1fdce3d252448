// The search, off the page's main thread: this worker downloads the indexes, parses their JSON,
// loads them into lunr and evaluates every query, so that none of it blocks a reader who scrolls
// or types. The page (searchClient.ts) only sends the query and renders the results.
import {indexRegistry} from './indexRegistry';
import type {WorkerReply, WorkerRequest} from './protocol';
import {search} from './search';

const indexes = indexRegistry((url, priority) => fetch(url, {priority}));

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'preload') {
    request.urls.forEach((url) => void indexes.load(url, request.priority));
    return;
  }
  Promise.all(request.urls.map((url) => indexes.load(url)))
    .then((loaded): WorkerReply => ({id: request.id, outcome: search(loaded, request.input, request.settings)}))
    .catch((error: unknown): WorkerReply => ({id: request.id, error: String(error)}))
    .then((reply) => self.postMessage(reply));
});
