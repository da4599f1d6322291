import type { ReactNode } from "react";

/** A column's heading, with its own classes where it differs from the others (a number aligned to the end). */
type Column = ReactNode | { label: ReactNode; className: string };

const isOwn = (column: Column): column is { label: ReactNode; className: string } =>
  typeof column === "object" && column !== null && "label" in column && "className" in column;

/** A table's header row: one `<th scope="col">` per column, in order, each with the table's heading classes. */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: Column[];
  className?: string;
  rowClassName?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={isOwn(column) ? column.className : cellClassName}>
            {isOwn(column) ? column.label : column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
