import type { ReportColumns, ReportTable } from '@affnet/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userReportColumns } from '../../db/schema/index';

/** The tables one user has chosen columns for, each with the columns hidden. */
export async function listReportColumns(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<ReportColumns[]> {
  const rows = await db
    .select({ table: userReportColumns.reportTable, hidden: userReportColumns.hidden })
    .from(userReportColumns)
    .where(and(eq(userReportColumns.tenantId, tenantId), eq(userReportColumns.userId, userId)))
    .orderBy(asc(userReportColumns.reportTable));
  return rows.map((row) => ({ table: row.table as ReportTable, hidden: row.hidden }));
}

/** Replaces one table's choice for one user (the latest save wins). */
export async function saveReportColumns(
  db: Database,
  tenantId: string,
  userId: string,
  choice: ReportColumns,
): Promise<ReportColumns> {
  const hidden = [...new Set(choice.hidden)];
  await db
    .insert(userReportColumns)
    .values({ tenantId, userId, reportTable: choice.table, hidden })
    .onConflictDoUpdate({
      target: [userReportColumns.userId, userReportColumns.reportTable],
      set: { hidden, updatedAt: sql`now()` },
    });
  return { table: choice.table, hidden };
}
