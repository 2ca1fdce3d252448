/**
 * How the search splits text into words, shared by the search plugin's options (the indexes are
 * written with it, docusaurus.config.ts) and the search (./lunr.ts), which must split a query
 * exactly as the index was split.
 *
 * Besides spaces and hyphens, punctuation and underscores separate words too, so that code such as
 * `scanSpec.cascades.scopeLimiter`, `scope.cascading.securecodebox.io` or `MINIO_ROOT_PASSWORD` is
 * indexed as its words rather than as one long token each (which bloated the index and outranked prose).
 */
export const TOKENIZER_SEPARATOR = /[\s\-.,:;!?"'’‘“”`()[\]{}<>=+*&|\\/@#$%^~_]+/;

/** The language of the indexes: English needs no lunr-languages plugin. */
export const SEARCH_LANGUAGE = 'en';
