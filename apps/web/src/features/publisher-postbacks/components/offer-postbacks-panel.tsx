import { useListParams } from '../../../lib/list-params';
import type { PostbackLinks } from '../api/postback-side';
import { AddPostbackButton, PostbackList } from './postback-list';
import { postbackListOf } from './postback-list-query';

type OfferPostbacksPanelProps = { offerId: string; links: PostbackLinks };

/**
 * The publisher postbacks of one offer, for the offer editor's postback tab, with links to edit
 * them and to add one for this offer (global postbacks also fire for it; they are on the list page).
 */
export function OfferPostbacksPanel({ offerId, links }: OfferPostbacksPanelProps) {
  const params = useListParams(postbackListOf('staff'));
  return (
    <PostbackList
      side="staff"
      params={params}
      links={links}
      offerId={offerId}
      addButton={
        <AddPostbackButton to={`${links.add}?${new URLSearchParams({ offerId })}`}>
          Add postback for this offer
        </AddPostbackButton>
      }
    />
  );
}
