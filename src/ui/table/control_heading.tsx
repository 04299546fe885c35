// The heading of a narrow control column (the reorder handles, the details toggles): named for screen
// readers only, since the column's buttons say what they do.
export function ControlHeading({ label }: { label: string }) {
  return (
    <th scope="col" className="table-control">
      <span className="visually-hidden">{label}</span>
    </th>
  );
}
