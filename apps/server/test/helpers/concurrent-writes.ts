/**
 * Runs writers at once. A writer that loses in a way PostgreSQL settles by rolling it back whole
 * (a deadlock broken, a foreign key refused because another writer deleted the row) is expected;
 * so is any other loss `tolerated` names. Anything else fails the test.
 */
export async function writeConcurrently(writers: Promise<unknown>[], tolerated?: RegExp): Promise<void> {
  const expected = /deadlock detected|violates foreign key constraint/;
  await Promise.all(
    writers.map((writer) =>
      writer.catch((err: unknown) => {
        const message = String((err as { cause?: unknown }).cause ?? err);
        if (!expected.test(message) && !tolerated?.test(message)) throw err;
      }),
    ),
  );
}
