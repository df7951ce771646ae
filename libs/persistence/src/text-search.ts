import { sql, type RawBuilder } from 'kysely';

/*
 * Full-text search in PostgreSQL, as PRODUCT.md section 13 reads a search box: words in any
 * order, English stemming, case and accents ignored, the last word also as a prefix (`migr`
 * finds 'migration'), `"a phrase"`, `-word` to exclude, `or` to alternate. A service keeps a
 * GIN index on the document its rows are searched by (an immutable SQL function of their
 * columns) and matches it with `searchQuery(q)`. Its migration creates the `unaccent`
 * extension, `search_unaccent(text)` (unaccent with its dictionary named, which is immutable
 * and so may be used in an index) and `search_document(text)`: the text's words stemmed
 * (English) and as written (simple), so that a prefix typed past a word's stem (`securi`,
 * whose stem is `secur`) still finds it (identity's Migration20261128121342 shows how).
 */

/** The text-search configuration: English stemming and stop words. */
export const SEARCH_CONFIG = 'english';

/** A plain last word (letters and digits) after a space or at the start: the part matched as a prefix. */
const LAST_WORD = /(?:^|\s)([\p{L}\p{N}]+)$/u;

/** The alternatives of a search (`a b or c` is `a b`, `c`), split at each `or` outside a phrase. */
export function alternativesOf(q: string): string[] {
  const alternatives: string[][] = [[]];
  let quoted = false;
  for (const word of q.trim().split(/\s+/).filter(Boolean)) {
    if (!quoted && word.toLowerCase() === 'or') alternatives.push([]);
    else alternatives.at(-1)!.push(word);
    if ((word.match(/"/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
  }
  return alternatives.map((words) => words.join(' ')).filter(Boolean);
}

/**
 * One alternative as `searchQuery` reads it: what websearch_to_tsquery takes, and its last word
 * when it is a plain one outside a phrase (then it also matches as a prefix).
 */
export function splitSearch(alternative: string): { words: string; prefix: string | null } {
  const text = alternative.trim();
  const last = LAST_WORD.exec(text);
  const insidePhrase = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  if (!last?.[1] || insidePhrase) return { words: text, prefix: null };
  return { words: text.slice(0, text.length - last[1].length).trim(), prefix: last[1] };
}

/** The words of an alternative, stemmed, with its phrases and exclusions. */
const wordsQuery = (words: string) => sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, search_unaccent(${words}))`;

/** A word as the start of a word, stemmed or as written (`securi` finds 'security', whose stem is `secur`). */
const prefixQuery = (prefix: string) =>
  sql`(to_tsquery(${SEARCH_CONFIG}::regconfig, search_unaccent(${prefix}) || ':*') || to_tsquery('simple', search_unaccent(${prefix}) || ':*'))`;

/**
 * The tsquery of a search box's text (see above): its alternatives, or-ed, the last word of the
 * last one also as a prefix; it matches nothing when the text has no word.
 */
export function searchQuery(q: string): RawBuilder<unknown> {
  const alternatives = alternativesOf(q);
  const last = alternatives.pop() ?? '';
  const { words, prefix } = splitSearch(last);
  let final = words ? wordsQuery(words) : null;
  if (prefix !== null) final = final ? sql`(${final} && ${prefixQuery(prefix)})` : prefixQuery(prefix);
  const parts = [...alternatives.map(wordsQuery), final ?? wordsQuery('')];
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` || `)})`;
}
