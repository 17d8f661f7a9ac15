/** The answer to an admin form's save, next to its button: announced politely, green or red. */
export function FormResult({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  return (
    <p role="status" className={result.ok ? "text-green-800" : "text-red-700"}>
      {result.message}
    </p>
  );
}
