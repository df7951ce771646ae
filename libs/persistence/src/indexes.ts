/**
 * Index declarations that MikroORM's decorators cannot say by properties alone, written once:
 * the entity names the table and column, this writes the SQL (the same text the committed
 * migrations hold, so `migration check` sees no difference).
 */

/** A named index given by its SQL: what `@Index({ name, expression })` takes. */
export type ExpressionIndex = { readonly name: string; readonly expression: string };

/** A trigram GIN index on one text column, for `ILIKE '%…%'` and similarity searches (pg_trgm). */
export function trigramIndex(table: string, column: string, name = `${table}_${column}_trgm_idx`): ExpressionIndex {
  return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
}
