// Splits a file of readers' questions once into a tuning half and a held-out half:
// `node tests/search/splitReaderQuestions.mjs [reader-questions-2.json]` (default reader-questions.json).
// Stratified by `class`: every class is shuffled with a seeded generator and its first half
// becomes "tuning", the rest "held-out", so both halves have the same mix of classes.
// Each file has its fixed seed so the split can be reproduced, and the script refuses to run on a
// file that is already split: re-splitting to make results look better defeats the held-out half.
import {readFileSync, writeFileSync} from 'node:fs';
import {basename} from 'node:path';
import {fileURLToPath} from 'node:url';

// The number of the issue that asked for each set (513: the third set of issue 51).
const SEEDS = {'reader-questions.json': 46, 'reader-questions-2.json': 51, 'reader-questions-3.json': 513};
const name = basename(process.argv[2] ?? 'reader-questions.json');
const SEED = SEEDS[name];
if (SEED === undefined) throw new Error(`no seed for ${name}; add one to SEEDS before the first split`);
const file = fileURLToPath(new URL(`./${name}`, import.meta.url));

/** mulberry32: a small, well-known 32-bit seeded generator; enough for a one-off shuffle. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const questions = JSON.parse(readFileSync(file, 'utf8'));
if (questions.some((question) => 'half' in question)) {
  throw new Error(`${file} is already split; the split is made once and never redone`);
}

const byClass = new Map();
for (const question of questions) {
  const group = byClass.get(question.class) ?? [];
  group.push(question);
  byClass.set(question.class, group);
}

const random = seededRandom(SEED);
const half = new Map();
for (const className of [...byClass.keys()].sort()) {
  const group = byClass.get(className);
  if (group.length % 2 !== 0) throw new Error(`class ${className} has an odd number of questions (${group.length})`);
  shuffle(group, random).forEach((question, index) => half.set(question, index < group.length / 2 ? 'tuning' : 'held-out'));
}

/** One object per line, written like the rest of the file: `{"key": value, ...}` with lists as `["a", "b"]`. */
function line(object) {
  const value = (v) => (Array.isArray(v) ? `[${v.map((item) => JSON.stringify(item)).join(', ')}]` : JSON.stringify(v));
  return `{${Object.entries(object).map(([key, v]) => `${JSON.stringify(key)}: ${value(v)}`).join(', ')}}`;
}

// Keep the file's order and one object per line, so the diff shows only the new field.
const lines = questions.map((question) => `  ${line({...question, half: half.get(question)})}`);
writeFileSync(file, `[\n${lines.join(',\n')}\n]\n`);

const counts = {};
for (const [question, which] of half) counts[`${question.class}/${which}`] = (counts[`${question.class}/${which}`] ?? 0) + 1;
console.log(counts);
