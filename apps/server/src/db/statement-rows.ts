/**
 * The rows of a raw statement's result. `db.execute` answers each driver's own result type
 * (node-postgres' and PGlite's); both carry `rows`, which is all a raw statement is read for.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
