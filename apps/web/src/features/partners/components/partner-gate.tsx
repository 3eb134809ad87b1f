import type { PartnerKind } from '@affnet/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { usePartner } from '../api/get-partner';
import type { PartnerOf } from '../api/partner-keys';
import { PARTNER_KINDS } from './partner-kinds';
import type { PartnerScreenProps } from './partner-types';

type PartnerGateProps<K extends PartnerKind> = PartnerScreenProps<K> & {
  children: (partner: PartnerOf<K>) => ReactNode;
};

/**
 * Loads the partner of the URL's id for its view or edit page. An id that is not one is not
 * found without asking (the server would refuse it as invalid input), as is a 404.
 */
export function PartnerGate<K extends PartnerKind>({ kind, screen, links, children }: PartnerGateProps<K>) {
  const id = useParams().id ?? '';
  const query = usePartner(kind, id);
  return (
    <RecordGate
      query={query}
      noun={PARTNER_KINDS[kind].noun}
      listPath={links.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {children}
    </RecordGate>
  );
}
