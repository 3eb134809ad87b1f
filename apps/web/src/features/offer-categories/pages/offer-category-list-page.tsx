import type { OfferCategory } from '@affnet/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ListScreen } from '../../../components/data-table/list-screen';
import { MayChange, useViewerColumns } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import type { ScreenMeta } from '../../../lib/screen';
import { categoryColumns } from '../components/category-columns';
import { CategoryFormModal } from '../components/category-form-modal';
import { CATEGORY_LIST_CONFIG } from '../components/category-list-query';
import { DeleteCategoryModal } from '../components/delete-category-modal';

/** The add/edit dialog: closed, adding (null) or editing a category. */
type Editing = { category: OfferCategory | null } | null;

/** offer/categories: the categories offers are filed under, with how many offers each holds. */
export default function OfferCategoryListPage({ screen }: { screen: ScreenMeta }) {
  const params = useListParams(CATEGORY_LIST_CONFIG);
  const list = usePagedQuery(CATEGORY_LIST_CONFIG, params.state);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OfferCategory | null>(null);
  const columns = useViewerColumns(
    useMemo(
      () => categoryColumns({ onEdit: (category) => setEditing({ category }), onDelete: setDeleting }),
      [],
    ),
  );
  const addButton = (
    <MayChange>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ category: null })}>
        Add category
      </Button>
    </MayChange>
  );

  return (
    <ListScreen
      screen={screen}
      actions={addButton}
      searchPlaceholder="Name or description"
      label="Offer categories"
      plural="categories"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      empty={
        <NoResults
          title="No categories yet"
          description="Categories group offers for your staff's filters and for publishers browsing offers."
          action={addButton}
        />
      }
    >
      <CategoryFormModal
        opened={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />
    </ListScreen>
  );
}
