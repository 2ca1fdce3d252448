// The search on the page's main thread, for a browser where the worker cannot start. It reads the
// downloads src/theme/SearchBar may already have started (indexDownloads.ts).
import {downloadIndex} from './indexDownloads';
import {indexRegistry} from '../../search/indexRegistry';
import {readIndex, search, type SearchOutcome, type SearchSettings} from '../../search/search';

const indexes = indexRegistry(downloadIndex, readIndex);

export async function searchOnMainThread(urls: string[], input: string, settings: SearchSettings): Promise<SearchOutcome> {
  return search(await indexes.load(urls), input, settings);
}
