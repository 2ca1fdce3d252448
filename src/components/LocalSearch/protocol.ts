import type {SearchOutcome, SearchSettings} from '../../search/search';

/** What the page asks of the search worker (search.worker.ts). */
export type WorkerRequest =
  /** Download and read these indexes now, so that the first search need not wait for them. */
  | {type: 'preload'; urls: string[]; priority: RequestPriority}
  /** Search these indexes; the answer carries the same id. */
  | {type: 'search'; id: number; urls: string[]; input: string; settings: SearchSettings};

/** The worker's answer to a search. */
export type WorkerReply = {id: number; outcome: SearchOutcome} | {id: number; error: string};
