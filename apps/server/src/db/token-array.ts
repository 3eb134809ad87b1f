import { type SQL, sql } from 'drizzle-orm';

/*
 * A list sent as one parameter, an array literal (`'{a,b}'::uuid[]`), whatever its length: for
 * `= any(…)` and `unnest(…)` over ids, codes, days and numbers. Tokens only, never quoted: a value
 * that is not one (a comma, brace, quote or space in it) is refused rather than sent.
 */

type TokenType = 'uuid' | 'text' | 'date' | 'float8';

const TOKEN = /^[A-Za-z0-9_.:+-]+$/;

export function tokenArray(values: readonly (string | number)[], type: TokenType): SQL {
  for (const value of values) {
    if (typeof value === 'string' && !TOKEN.test(value)) {
      throw new Error(`not a plain token for an array literal: ${JSON.stringify(value)}`);
    }
  }
  return sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;
}

/** `unnest($1::uuid[], $2::text[], …)`: lists of the same length side by side, as rows. */
export function unnestTokens(
  ...columns: readonly [values: readonly (string | number)[], type: TokenType][]
): SQL {
  return sql`unnest(${sql.join(
    columns.map(([values, type]) => tokenArray(values, type)),
    sql`, `,
  )})`;
}
