import { loadModule, parseSync } from 'libpg-query';
import { distributedTables, distributionColumnOf, lookupsWithoutChain } from '../../server/db/distribution';

/**
 * Whether a statement names the chain of every distributed table it reads or writes (docs/distributed-postgres.md),
 * decided on the tree of PostgreSQL's own parser (libpg-query). A table is filtered by its chain when its
 * distribution column is equal to a value (`= $1`, `= any($1)`, `in (…)`, a column of `unnest($1)`) in a conjunct of a
 * WHERE or a join, or equal that way to the column of a table so filtered (a join on the chain, a correlated subquery,
 * a CTE or derived table passing the column on, a UNION when every side does); an insert names the column. A table
 * found by one of `lookupsWithoutChain` (a key unique across chains) is allowed, and it fixes the chain for the tables
 * joined to it on the chain.
 */
export type Offence = { table: string; reason: string };
export type Verdict = { offences: Offence[] } | { unparsed: string };

type Node = unknown;
/** A table, CTE, derived table or function in FROM; `values` when its rows are made of the statement's values. */
type Entry = {
  id: number;
  name: string;
  table?: string;
  distributed: boolean;
  values: boolean;
  columns: Map<string, string>;
};
/** A level of a statement and the tables it sees; `arms` for a UNION (or INTERSECT, EXCEPT) and the scope of each side. */
type Scope = {
  entries: Entry[];
  parent?: Scope;
  ctes: Map<string, Scope | undefined>;
  /** The statement of this level, whose select list a CTE or derived table passes on. */
  query?: Node;
  arms?: { query: Node; scope: Scope | undefined }[];
};

const distributed = new Set(Object.keys(distributedTables));
const constant = 'value';

export async function loadParser() {
  await loadModule();
}

export function checkStatement(text: string): Verdict {
  let tree: { stmts?: { stmt: Node }[] };
  try {
    tree = parseSync(text) as typeof tree;
  } catch (error) {
    return { unparsed: error instanceof Error ? error.message : String(error) };
  }
  const offences: Offence[] = [];
  for (const { stmt } of tree.stmts ?? []) offences.push(...new StatementWalk().run(stmt));
  return { offences };
}

const get = (node: Node, key: string): Node =>
  node && typeof node === 'object' ? (node as Record<string, Node>)[key] : undefined;
const list = (node: Node): Node[] => (Array.isArray(node) ? node : []);
const str = (node: Node): string | undefined => {
  const value = get(get(node, 'String'), 'sval');
  return typeof value === 'string' ? value : undefined;
};

class StatementWalk {
  private parent = new Map<string, string>();
  private entries: Entry[] = [];
  private inserted = new Set<Entry>();
  // Subqueries in conditions, walked once, with the column each yields.
  private walkedSubLinks = new Map<object, string | undefined>();
  // A column of a UNION is a value when it is one on every side: [its node, the sides' nodes].
  private unionColumns: [string, (string | undefined)[]][] = [];
  private nextId = 0;

  run(stmt: Node): Offence[] {
    this.statement(stmt, undefined, new Map());
    const isValue = (node: string | undefined) =>
      node !== undefined && this.find(node) === this.find(constant);
    // The row a unique token finds is one chain's: its chain is then as good as a value.
    const allowed = new Set<Entry>();
    for (const entry of this.entries) {
      if (!entry.table) continue;
      for (const [column] of entry.columns) {
        if (`${entry.table}.${column}` in lookupsWithoutChain && isValue(this.columnNode(entry, column))) {
          allowed.add(entry);
          this.join(this.columnNode(entry, this.chainColumn(entry)), constant);
        }
      }
    }
    for (let changed = true; changed;) {
      changed = false;
      for (const [node, sides] of this.unionColumns) {
        if (!isValue(node) && sides.every(isValue)) {
          this.join(node, constant);
          changed = true;
        }
      }
    }
    const offences: Offence[] = [];
    for (const entry of this.entries) {
      if (!entry.table || !entry.distributed || this.inserted.has(entry) || allowed.has(entry)) continue;
      const column = this.chainColumn(entry);
      if (isValue(this.columnNode(entry, column))) continue;
      offences.push({
        table: entry.table,
        reason: `${entry.name}.${column} is not equal to a value or to a filtered table's chain`,
      });
    }
    return offences;
  }

  // Union-find over column nodes (`<entry id>.<column>`) and the node of all values.
  private find(node: string): string {
    let root = node;
    while (this.parent.has(root)) root = this.parent.get(root)!;
    return root;
  }
  private join(a: string, b: string) {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parent.set(rootA, rootB);
  }
  private columnNode(entry: Entry, column: string): string {
    const node = `${entry.id}.${column}`;
    if (!entry.columns.has(column)) entry.columns.set(column, node);
    return node;
  }

  /** The column naming a table's chain: its distribution column, or `organization_id` of a reference table. */
  private chainColumn(entry: Entry): string {
    return entry.distributed
      ? distributionColumnOf(entry.table as keyof typeof distributedTables)
      : 'organization_id';
  }

  private addEntry(scope: Scope, name: string, table: string | undefined, values = false): Entry {
    const entry: Entry = {
      id: this.nextId++,
      name,
      ...(table ? { table } : {}),
      distributed: table !== undefined && distributed.has(table),
      values,
      columns: new Map(),
    };
    scope.entries.push(entry);
    this.entries.push(entry);
    return entry;
  }

  /** A statement in the given outer scope; returns its scope (for a derived table's or CTE's columns). */
  private statement(
    stmt: Node,
    outer: Scope | undefined,
    ctes: Map<string, Scope | undefined>,
  ): Scope | undefined {
    const [kind] = Object.keys((stmt as object) ?? {});
    const body = get(stmt, kind ?? '');
    if (!kind || !body) return undefined;
    const scope: Scope = {
      entries: [],
      ...(outer ? { parent: outer } : {}),
      ctes: new Map(ctes),
      query: stmt,
    };
    for (const cte of list(get(get(body, 'withClause'), 'ctes'))) {
      const definition = get(cte, 'CommonTableExpr');
      scope.ctes.set(
        String(get(definition, 'ctename')),
        this.statement(get(definition, 'ctequery'), outer, scope.ctes),
      );
    }
    switch (kind) {
      case 'SelectStmt': {
        if (get(body, 'op') && get(body, 'op') !== 'SETOP_NONE') {
          // The parser gives each side's SelectStmt unwrapped.
          scope.arms = ['larg', 'rarg'].map((side) => {
            const query = { SelectStmt: get(body, side) };
            return { query, scope: this.statement(query, outer, scope.ctes) };
          });
          return scope;
        }
        for (const item of list(get(body, 'fromClause'))) this.fromItem(item, scope);
        this.conjuncts(get(body, 'whereClause'), scope);
        this.conjuncts(get(body, 'havingClause'), scope);
        for (const key of [
          'targetList',
          'whereClause',
          'havingClause',
          'valuesLists',
          'sortClause',
          'groupClause',
          'limitCount',
        ])
          this.subqueries(get(body, key), scope);
        return scope;
      }
      case 'InsertStmt': {
        const relation = get(body, 'relation');
        const entry = this.relation(relation, scope);
        const columns = list(get(body, 'cols')).map((col) => String(get(get(col, 'ResTarget'), 'name')));
        if (entry?.distributed) {
          const column = distributionColumnOf(entry.table as keyof typeof distributedTables);
          if (columns.length === 0 || columns.includes(column)) this.inserted.add(entry);
        }
        this.statement(get(body, 'selectStmt'), outer, scope.ctes);
        const conflict = get(body, 'onConflictClause');
        this.subqueries(get(conflict, 'targetList'), scope);
        this.subqueries(get(conflict, 'whereClause'), scope);
        this.subqueries(get(body, 'returningClause'), scope);
        return scope;
      }
      case 'UpdateStmt':
      case 'DeleteStmt': {
        this.relation(get(body, 'relation'), scope);
        for (const item of list(get(body, kind === 'UpdateStmt' ? 'fromClause' : 'usingClause')))
          this.fromItem(item, scope);
        this.conjuncts(get(body, 'whereClause'), scope);
        for (const key of ['targetList', 'whereClause', 'returningClause'])
          this.subqueries(get(body, key), scope);
        return scope;
      }
      default:
        // Anything else (transaction control, locks, DDL, EXPLAIN) reads no rows of its own; a statement wrapped in
        // one (EXPLAIN, DECLARE CURSOR) is checked as itself.
        this.statement(get(body, 'query'), outer, ctes);
        return undefined;
    }
  }

  private relation(rangeVar: Node, scope: Scope): Entry | undefined {
    const relname = get(rangeVar, 'relname');
    if (typeof relname !== 'string') return undefined;
    const name = String(get(get(rangeVar, 'alias'), 'aliasname') ?? relname);
    if (!get(rangeVar, 'schemaname') && scope.ctes.has(relname)) {
      const entry = this.addEntry(scope, name, undefined);
      const cte = scope.ctes.get(relname);
      this.passOn(entry, cte, cte?.query);
      return entry;
    }
    return this.addEntry(scope, name, relname);
  }

  private fromItem(item: Node, scope: Scope) {
    if (get(item, 'RangeVar')) this.relation(get(item, 'RangeVar'), scope);
    else if (get(item, 'JoinExpr')) {
      const joinExpr = get(item, 'JoinExpr');
      const before = scope.entries.length;
      this.fromItem(get(joinExpr, 'larg'), scope);
      const middle = scope.entries.length;
      this.fromItem(get(joinExpr, 'rarg'), scope);
      for (const using of list(get(joinExpr, 'usingClause'))) {
        const column = str(using);
        const left = scope.entries.slice(before, middle).find((entry) => this.hasColumn(entry, column!));
        const right = scope.entries.slice(middle).find((entry) => this.hasColumn(entry, column!));
        if (column && left && right) this.join(this.columnNode(left, column), this.columnNode(right, column));
      }
      this.conjuncts(get(joinExpr, 'quals'), scope);
      this.subqueries(get(joinExpr, 'quals'), scope);
    } else if (get(item, 'RangeSubselect')) {
      const subselect = get(item, 'RangeSubselect');
      const inner = this.statement(get(subselect, 'subquery'), scope, scope.ctes);
      const entry = this.addEntry(
        scope,
        String(get(get(subselect, 'alias'), 'aliasname') ?? 'subquery'),
        undefined,
      );
      this.passOn(entry, inner, get(subselect, 'subquery'));
    } else if (get(item, 'RangeFunction')) {
      // unnest($1, $2) or jsonb_to_recordset($1): rows made of values, whose columns then count as values.
      const rangeFunction = get(item, 'RangeFunction');
      const calls = list(get(rangeFunction, 'functions')).map((f) =>
        get(list(get(get(f, 'List'), 'items'))[0], 'FuncCall'),
      );
      const values = calls.every((call) =>
        list(get(call, 'args')).every((arg) => this.operand(arg, scope) === constant),
      );
      this.addEntry(
        scope,
        String(get(get(rangeFunction, 'alias'), 'aliasname') ?? 'function'),
        undefined,
        values,
      );
      this.subqueries(rangeFunction, scope);
    }
  }

  /** The chain column (and id) a derived table or CTE passes on from what its query yields. */
  private passOn(entry: Entry, inner: Scope | undefined, query: Node) {
    for (const column of ['organization_id', 'id']) {
      const source = this.outputColumn(inner, query, column);
      if (source) this.join(this.columnNode(entry, column), source);
    }
  }

  /** The node of a column a query yields: from its select list (by name, else a `*`), or from every side of a UNION. */
  private outputColumn(scope: Scope | undefined, query: Node, column: string): string | undefined {
    if (!scope) return undefined;
    if (scope.arms) {
      const node = `union${this.nextId++}.${column}`;
      this.unionColumns.push([
        node,
        scope.arms.map((arm) => this.outputColumn(arm.scope, arm.query, column)),
      ]);
      return node;
    }
    const target = list(get(get(query, 'SelectStmt'), 'targetList'))
      .map((t) => get(t, 'ResTarget'))
      .find((t) => {
        const fields = list(get(get(get(t, 'val'), 'ColumnRef'), 'fields'));
        return (get(t, 'name') ?? str(fields[fields.length - 1])) === column;
      });
    return target ? this.operand(get(target, 'val'), scope) : this.uniqueWithColumn(scope, column);
  }

  private uniqueWithColumn(scope: Scope, column: string): string | undefined {
    // `select * from unnest($1, $2) as d(organization_id, …)`: every column is a value.
    if (scope.entries.length === 1 && scope.entries[0]!.values) return constant;
    const candidates = scope.entries.filter((entry) => this.hasColumn(entry, column));
    return candidates.length === 1 ? this.columnNode(candidates[0]!, column) : undefined;
  }

  private hasColumn(entry: Entry, column: string) {
    if (!entry.distributed) return entry.columns.has(column);
    return (
      column === distributionColumnOf(entry.table as keyof typeof distributedTables) ||
      column === 'organization_id'
    );
  }

  /** A column reference as a node: `alias.column` in the nearest scope naming the alias, or a bare chain column. */
  private resolve(columnRef: Node, scope: Scope): string | undefined {
    const fields = list(get(columnRef, 'fields')).map(str);
    if (fields.some((field) => field === undefined)) return undefined;
    const column = fields[fields.length - 1]!;
    const qualifier = fields[fields.length - 2];
    for (let at: Scope | undefined = scope; at; at = at.parent) {
      if (qualifier !== undefined) {
        const entry = at.entries.find((candidate) => candidate.name === qualifier);
        if (entry) return entry.values ? constant : this.columnNode(entry, column);
      } else {
        const candidates = at.entries.filter((entry) => entry.distributed && this.hasColumn(entry, column));
        if (candidates.length === 1) return this.columnNode(candidates[0]!, column);
        if (candidates.length > 1) return undefined;
      }
    }
    return undefined;
  }

  /** A side of an equality: a column's node, or the node of all values for a parameter or a literal. */
  private operand(node: Node, scope: Scope): string | undefined {
    if (get(node, 'TypeCast')) return this.operand(get(get(node, 'TypeCast'), 'arg'), scope);
    if (get(node, 'ParamRef') || get(node, 'A_Const')) return constant;
    if (get(node, 'ColumnRef')) return this.resolve(get(node, 'ColumnRef'), scope);
    if (['EXPR_SUBLINK', 'ANY_SUBLINK'].includes(get(get(node, 'SubLink'), 'subLinkType') as string))
      return this.subLinkColumn(get(node, 'SubLink'), scope);
    return undefined;
  }

  /** The one column a subquery in a condition yields (`= (select …)`, `in (select …)`), walked here once. */
  private subLinkColumn(subLink: Node, scope: Scope): string | undefined {
    if (this.walkedSubLinks.has(subLink as object)) return this.walkedSubLinks.get(subLink as object);
    this.walkedSubLinks.set(subLink as object, undefined);
    const query = get(subLink, 'subselect');
    const inner = this.statement(query, scope, scope.ctes);
    const targets = list(get(get(query, 'SelectStmt'), 'targetList'));
    const value = get(get(targets[0], 'ResTarget'), 'val');
    const column = inner && targets.length === 1 ? this.operand(value, inner) : undefined;
    this.walkedSubLinks.set(subLink as object, column);
    return column;
  }

  /** The equalities in the top-level AND of a WHERE, HAVING or join condition. */
  private conjuncts(node: Node, scope: Scope) {
    if (!node) return;
    const bool = get(node, 'BoolExpr');
    if (bool) {
      if (get(bool, 'boolop') === 'AND_EXPR')
        for (const arg of list(get(bool, 'args'))) this.conjuncts(arg, scope);
      return;
    }
    const subLink = get(node, 'SubLink');
    if (
      get(subLink, 'subLinkType') === 'ANY_SUBLINK' &&
      [undefined, '='].includes(str(list(get(subLink, 'operName'))[0]))
    ) {
      this.equal(get(subLink, 'testexpr'), node, scope);
      return;
    }
    const expr = get(node, 'A_Expr');
    if (!expr || str(list(get(expr, 'name'))[0]) !== '=') return;
    const kind = get(expr, 'kind');
    const left = get(expr, 'lexpr');
    const right = get(expr, 'rexpr');
    if (kind === 'AEXPR_OP' && get(left, 'RowExpr') && get(right, 'RowExpr')) {
      const rights = list(get(get(right, 'RowExpr'), 'args'));
      list(get(get(left, 'RowExpr'), 'args')).forEach((arg, index) => this.equal(arg, rights[index], scope));
    } else if (kind === 'AEXPR_OP') this.equal(left, right, scope);
    else if (kind === 'AEXPR_OP_ANY' || kind === 'AEXPR_IN') {
      const values = kind === 'AEXPR_IN' ? list(get(get(right, 'List'), 'items')) : [right];
      const column = this.operand(left, scope);
      if (column && values.every((value) => this.operand(value, scope) === constant))
        this.join(column, constant);
    }
  }

  private equal(left: Node, right: Node, scope: Scope) {
    const a = this.operand(left, scope);
    const b = this.operand(right, scope);
    if (a && b) this.join(a, b);
  }

  /** Subqueries inside expressions (EXISTS, IN, scalar), each in a scope seeing this one's tables. */
  private subqueries(node: Node, scope: Scope) {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) this.subqueries(item, scope);
      return;
    }
    const subLink = get(node, 'SubLink');
    if (subLink && this.walkedSubLinks.has(subLink as object)) return;
    if (subLink) {
      this.subqueries(get(subLink, 'testexpr'), scope);
      this.statement(get(subLink, 'subselect'), scope, scope.ctes);
      return;
    }
    for (const value of Object.values(node)) this.subqueries(value, scope);
  }
}
