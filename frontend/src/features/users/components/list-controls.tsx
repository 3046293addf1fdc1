import { SelectControl } from '@/components/ui/select-control';

import type { UserRole, UserSort, UserStatus } from '../types';
import { ROLE_LABELS, ROLES, SORT_LABELS, SORTS, STATUS_LABELS, STATUSES } from '../utils/display';

const ROLE_OPTIONS = [{ value: '' as const, label: 'All' }, ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))];
const STATUS_OPTIONS = [{ value: '' as const, label: 'All' }, ...STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))];
const SORT_OPTIONS = SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function RoleFilter({ value, onChange }: { value: UserRole | ''; onChange: (value: UserRole | '') => void }) {
  return <SelectControl label="Role" value={value} options={ROLE_OPTIONS} onChange={onChange} />;
}

export function StatusFilter({ value, onChange }: { value: UserStatus | ''; onChange: (value: UserStatus | '') => void }) {
  return <SelectControl label="Status" value={value} options={STATUS_OPTIONS} onChange={onChange} />;
}

export function SortControl({ value, onChange }: { value: UserSort; onChange: (value: UserSort) => void }) {
  return <SelectControl label="Sort" value={value} options={SORT_OPTIONS} onChange={onChange} />;
}
