// Writes catalog/reviews.json, the reviews service stand-in's demo data, from catalog/products.json. Deterministic:
// the same catalogue always gives the same file (run `node scripts/generate-reviews.mjs` after changing products).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const products = JSON.parse(readFileSync(path.join(root, 'catalog/products.json'), 'utf8'));

/** A small pseudo-random generator (mulberry32) started from each product id. */
function random(id) {
  let a = [...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 2166136261);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];

const NAMES = ['TrailMia', 'Dave in Denver', 'Priya K.', 'northbound', 'Sam', 'Lea from Québec', 'Marco', 'hikerjo'];
const GOOD = [
  ['Exactly what I hoped for', 'Fits true to size and held up on a week of wet trail days. Would buy again.'],
  ['Great value', 'Well made for the price. The stitching is neat and nothing has come loose after a season.'],
  ['Comfortable all day', 'Wore it from the car park to the summit and back without thinking about it once.'],
  ['Love the colour', 'The colour is even better in person. Washed it twice and it has not faded.'],
];
const MIXED = [
  ['Good, runs a little small', 'Quality is good but I needed a size up. Exchange was easy.'],
  ['Decent, not perfect', 'Does the job. I wish the pockets were a bit deeper.'],
];
const POOR = [['Not for me', 'The fit did not work for my build and the fabric felt thinner than I expected.']];
const QUESTIONS = [
  ['Is it machine washable?', 'Yes: wash cold on a gentle cycle and hang to dry.'],
  ['Does it run true to size?', 'It fits true to size; size up if you are between sizes or layer underneath.'],
  ['Is it good for cold weather?', 'It is best from spring to autumn; add a midlayer below freezing.'],
  ['Where is it made?', 'It is made in Vietnam in a factory audited to our standards.'],
];

/** The 1-5 star histogram of `count` reviews averaging about `average` (largest remainders, summing to count). */
function histogram(average, count) {
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - average) ** 2) / 0.9));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * count);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i]).sort((a, b) => b[0] - a[0]);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < count; k++) counts[order[k % 5][1]] += 1;
  return counts;
}

const out = {};
products.forEach((product, index) => {
  // Every eighth product has no reviews or questions yet.
  if (index % 8 === 7) return;
  const next = random(product.id);
  const reviewCount = 3 + Math.floor(next() * 6); // 3 to 8: some products have a second page
  const reviews = [];
  for (let i = 0; i < reviewCount; i++) {
    const roll = next();
    const rating = roll < 0.6 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
    const [title, text] = pick(next, rating >= 4 ? GOOD : rating === 3 ? MIXED : POOR);
    const day = 1 + Math.floor(next() * 27);
    const month = 1 + Math.floor(next() * 10);
    reviews.push({
      Id: `${product.id}-r${i + 1}`,
      Rating: rating,
      Title: title,
      ReviewText: text,
      UserNickname: pick(next, NAMES),
      SubmissionTime: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00.000+00:00`,
    });
  }
  const questionCount = Math.floor(next() * 4); // 0 to 3
  const questions = QUESTIONS.slice(0, questionCount).map(([question, answer], i) => ({
    Id: `${product.id}-q${i + 1}`,
    QuestionSummary: question,
    UserNickname: pick(next, NAMES),
    SubmissionTime: `2026-0${1 + i}-15T09:00:00.000+00:00`,
    Answers: [{ Id: `${product.id}-q${i + 1}-a1`, AnswerText: answer, UserNickname: 'Ridgeline Customer Care' }],
  }));
  out[product.id] = {
    statistics: {
      AverageOverallRating: product.rating,
      TotalReviewCount: product.reviews,
      RatingDistribution: histogram(product.rating, product.reviews).map((Count, i) => ({ RatingValue: i + 1, Count })),
    },
    reviews,
    questions,
  };
});
writeFileSync(path.join(root, 'catalog/reviews.json'), `${JSON.stringify(out, null, 2)}\n`);
