import type { OfferCategory } from '@affnet/contracts';
import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, NoResults } from '../../../components/query-states';
import { useOfferCategories } from '../../../lib/api/get-offer-categories';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { categoryColumns } from '../components/category-columns';
import { CategoryFormModal } from '../components/category-form-modal';
import { DeleteCategoryModal } from '../components/delete-category-modal';

/** The add/edit dialog: closed, adding (null) or editing a category. */
type Editing = { category: OfferCategory | null } | null;

const ignoreSort = () => {};

/** offer/categories: the categories offers are filed under, with how many offers each holds. */
export default function OfferCategoryListPage({ screen }: { screen: ScreenMeta }) {
  const query = useOfferCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OfferCategory | null>(null);
  const columns = useMemo(
    () => categoryColumns({ onEdit: (category) => setEditing({ category }), onDelete: setDeleting }),
    [],
  );
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ category: null })}>
      Add category
    </Button>
  );
  const rows = query.data ?? [];

  let body = (
    <Paper withBorder radius="md">
      <DataTable
        label="Offer categories"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        sort="name"
        order="asc"
        onSort={ignoreSort}
        isLoading={query.isPending}
      />
    </Paper>
  );
  if (query.isError) {
    body = (
      <ErrorState
        title="Could not load categories"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data && rows.length === 0) {
    body = (
      <Paper withBorder radius="md">
        <NoResults
          title="No categories yet"
          description="Categories group offers for your staff's filters and for publishers browsing offers."
          action={addButton}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={addButton}
      />
      {body}
      <CategoryFormModal
        opened={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
