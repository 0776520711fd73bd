import type pg from 'pg'

/** What a query needs: a pool, or a client (inside a transaction). */
export type Db = Pick<pg.ClientBase, 'query'>
