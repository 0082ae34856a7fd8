/**
 * `read` remembering its last `kept` answers, by its first argument or by `keyOf` of its arguments.
 * One email is read by many parts of the engine (tasks, reply, project, bulk test), each starting
 * again from the same body: the parts stay independent and the body is still read once. Answers are
 * shared, so they must not be changed: a list is frozen, or copied each time it is handed out.
 */
export function remembered<A extends unknown[], V>(
  read: (...args: A) => V,
  kept = 4,
  keyOf: (...args: A) => unknown = (...args) => args[0],
): (...args: A) => V {
  const recent = new Map<unknown, V>();
  return (...args) => {
    const key = keyOf(...args);
    const known = recent.get(key);
    if (known !== undefined || recent.has(key)) return known as V;
    const value = read(...args);
    if (recent.size >= kept) recent.delete(recent.keys().next().value);
    recent.set(key, value);
    return value;
  };
}
