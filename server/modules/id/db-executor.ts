import type { Db } from '../../db/client';

/** What a repository needs: the database itself or a transaction opened on it. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
