/**
 * A query every request makes, built once per database and run as a named prepared statement: PostgreSQL
 * parses and plans it once per connection instead of on every call (for such small queries planning costs
 * more than executing). `prepare` builds it on the given database and calls `.prepare(name)`.
 */
export function preparedPerDatabase<Database extends object, Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
