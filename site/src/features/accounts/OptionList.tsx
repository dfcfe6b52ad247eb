/** The options of a select, from a list of values and labels (servers, tags). */
export function OptionList({ of }: { of: readonly { value: string; label: string }[] }) {
  return (
    <>
      {of.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
