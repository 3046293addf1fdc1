import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  /** The header's words (left to screen readers in the card layout). */
  header: string;
  /** The header is right-aligned, over the row's actions. */
  end?: boolean;
  /** The classes of this column's cells. */
  className: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** Said to screen readers: what the table lists. */
  caption: string;
  /** The columns; `false` leaves one out (a column only some viewers see). */
  columns: readonly (DataColumn<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The classes of every header cell. */
  headerClassName: string;
  rowClassName?: string;
  /**
   * Below 768 px each row is a card whose cells wrap (the rows and cells say how), the header row
   * is left to screen readers and the table no longer scrolls sideways.
   */
  cards?: boolean;
}

/** A staff list's table: a caption for screen readers, a header row, and a row per item. */
export function DataTable<T>({ caption, columns, rows, rowKey, headerClassName, rowClassName, cards = false }: DataTableProps<T>) {
  const shown = columns.filter((column): column is DataColumn<T> => column !== false);
  return (
    <div className={cards ? 'relative md:overflow-x-auto' : 'relative overflow-x-auto'}>
      <table className={cards ? 'min-w-full divide-y divide-slate-200 max-md:block' : 'min-w-full divide-y divide-slate-200'}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cards ? 'bg-slate-50 max-md:sr-only' : 'bg-slate-50'}>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={column.end ? `${headerClassName} text-right` : headerClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cards ? 'divide-y divide-slate-100 bg-white max-md:block' : 'divide-y divide-slate-100 bg-white'}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {shown.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's name beside its value in the card layout below 768 px. */
export function CardLabel({ children }: { children: string }) {
  return <span className="font-medium text-slate-500 md:hidden">{children}: </span>;
}

const tones = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-rose-700 hover:bg-rose-50',
  neutral: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
} as const;

const iconButton = 'inline-flex size-9 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-50';
const pillButton = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap';

interface RowActionProps {
  icon: LucideIcon;
  /** The button's name ("Edit Michigan"): its title too when it shows only its icon. */
  label: string;
  onClick: () => void;
  tone?: keyof typeof tones;
  disabled?: boolean;
  /** The words beside the icon ("Edit"); without them the button is a round icon. */
  children?: ReactNode;
}

/** One of a row's actions: a pill with an icon and words, or a round icon button. */
export function RowAction({ icon: Icon, label, onClick, tone = 'neutral', disabled = false, children }: RowActionProps) {
  const iconOnly = children === undefined;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={iconOnly ? label : undefined}
      disabled={disabled}
      className={`${iconOnly ? iconButton : pillButton} ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className={iconOnly ? 'size-4.5' : 'size-4'} />
      {children}
    </button>
  );
}
