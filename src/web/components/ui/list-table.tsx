import { Fragment, type ReactNode } from 'react';

/**
 * The list kit's wide-screen table (issue 26): dense rows under a sticky header, scrolling inside
 * 70 % of the window. `columns` are header cells: a string is a plain column, a node is drawn as
 * given (a SortHeader); `children` are the body's rows.
 */
export function ListTable({ caption, columns, children }: { caption: string; columns: ReactNode[]; children: ReactNode }) {
  return (
    <div className="max-h-[70vh] overflow-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm table-pin-rows">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <Fragment key={index}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
