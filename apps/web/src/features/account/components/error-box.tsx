/** The red error box of the account forms (multi-line texts keep their lines). */
export function ErrorBox({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <div className="error-box account-error" role="alert">
      {title ? <strong>{title}</strong> : null}
      <p>{message}</p>
    </div>
  );
}
