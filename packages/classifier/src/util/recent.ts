/**
 * `read` remembering its last few answers by argument. One email is read by many parts of the
 * engine (tasks, reply, project, bulk test), each starting again from the same body: the parts stay
 * independent and the body is still read once. Answers are shared, so they must not be changed:
 * a list is frozen, or copied each time it is handed out.
 */
export function remembered<K, V>(read: (key: K) => V, kept = 4): (key: K) => V {
  const recent = new Map<K, V>();
  return (key) => {
    if (recent.has(key)) return recent.get(key)!;
    const value = read(key);
    if (recent.size >= kept) recent.delete(recent.keys().next().value!);
    recent.set(key, value);
    return value;
  };
}
