// The page's side of the search worker: the navbar (src/theme/SearchBar) imports it to start the
// index downloads, the search dialog (LocalSearch) to search; the search itself lives in search.worker.ts.
import {downloadIndex} from './indexDownloads';
import type {WorkerReply, WorkerRequest} from './protocol';
import type {SearchOutcome, SearchSettings} from '../../search/search';

/** The worker could not start or stopped: the caller searches on the main thread instead. */
export class WorkerUnavailable extends Error {}

type Pending = {resolve: (outcome: SearchOutcome) => void; reject: (error: Error) => void};

// undefined: not started yet; null: no worker in this browser or it failed.
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function giveUp(): void {
  worker?.terminate();
  worker = null;
  pending.forEach(({reject}) => reject(new WorkerUnavailable('the search worker stopped')));
  pending.clear();
}

function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    // The name is also the chunk's name, apart from the "search" chunk of the search stylesheets.
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search-worker'});
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', ({data}: MessageEvent<WorkerReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.outcome);
  });
  // The script did not load (blocked, offline) or failed while it ran.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    giveUp();
  });
  return worker;
}

function send(message: WorkerRequest): boolean {
  const current = searchWorker();
  current?.postMessage(message);
  return current !== null;
}

/** Starts downloading and reading the indexes: in the worker, or (without one) the download alone on the page. */
export function preloadIndexes(urls: string[], priority: RequestPriority = 'auto'): void {
  if (send({type: 'preload', urls, priority})) return;
  urls.forEach((url) => void downloadIndex(url, priority).catch(() => {}));
}

/** Searches the indexes in the worker; rejects with WorkerUnavailable when there is none. */
export function searchInWorker(urls: string[], input: string, settings: SearchSettings): Promise<SearchOutcome> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve, reject});
    if (!send({type: 'search', id, urls, input, settings})) {
      pending.delete(id);
      reject(new WorkerUnavailable('no search worker'));
    }
  });
}
