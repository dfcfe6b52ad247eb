/** What went wrong with a form or an action, read out at once (role="alert"); nothing while all is well. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert">
      {message}
    </p>
  );
}
