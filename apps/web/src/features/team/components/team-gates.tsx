import type { EmployeeRole } from '@affnet/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { useEmployee } from '../api/employees';
import { useRole } from '../api/roles';
import type { EmployeeRow } from './team-lists';
import { EMPLOYEE_NOUN, ROLE_NOUN, type TeamScreenProps } from './team-types';

type GateProps<Row> = TeamScreenProps & { children: (record: Row) => ReactNode };

/** Loads the role of the URL's id for its view or edit page (not found, error, or the page). */
export function RoleGate({ screen, links, children }: GateProps<EmployeeRole>) {
  const id = useParams().id ?? '';
  return (
    <RecordGate
      query={useRole(id)}
      noun={ROLE_NOUN}
      listPath={links.roles.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      }
    >
      {children}
    </RecordGate>
  );
}

/** Loads the employee of the URL's id for its view or edit page. */
export function EmployeeGate({ screen, links, children }: GateProps<EmployeeRow>) {
  const id = useParams().id ?? '';
  return (
    <RecordGate
      query={useEmployee(id)}
      noun={EMPLOYEE_NOUN}
      listPath={links.employees.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      }
    >
      {children}
    </RecordGate>
  );
}
