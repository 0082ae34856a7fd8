/**
 * Removes everything this app keeps in the browser: local and session storage, Cache Storage and
 * IndexedDB databases. The sign-in cookie is the server's (httpOnly) and is not touched.
 */
export async function clearLocalData(win: Window = window): Promise<void> {
  win.localStorage.clear();
  win.sessionStorage.clear();
  if ('caches' in win) {
    const names = await win.caches.keys();
    await Promise.all(names.map((name) => win.caches.delete(name)));
  }
  if (win.indexedDB && 'databases' in win.indexedDB) {
    const databases = await win.indexedDB.databases();
    await Promise.all(
      databases
        .filter((db): db is IDBDatabaseInfo & { name: string } => !!db.name)
        .map(
          (db) =>
            new Promise<void>((resolve) => {
              const request = win.indexedDB.deleteDatabase(db.name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
    );
  }
}
