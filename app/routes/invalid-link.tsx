/** An opt-out page whose link did not hold a valid token: said plainly, with the way on. */
export function InvalidLink({ message }: { message: string | null }) {
  return (
    <>
      <h1 className="font-bold text-2xl text-stone-900">Linket er ugyldigt</h1>
      <p role="alert" className="mt-4 text-stone-800">
        {message}
      </p>
    </>
  );
}
