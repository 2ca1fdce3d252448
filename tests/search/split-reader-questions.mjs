// Splits tests/search/reader-questions.json once into a tuning half and a held-out half.
// Stratified by `class`: every class is shuffled with a seeded generator and its first half
// becomes "tuning", the rest "held-out", so both halves have the same mix of classes.
// The seed is fixed so the split can be reproduced, and the script refuses to run on a file
// that is already split: re-splitting to make results look better defeats the held-out half.
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const SEED = 46; // issue 46, which asked for this question set
const file = fileURLToPath(new URL('./reader-questions.json', import.meta.url));

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
