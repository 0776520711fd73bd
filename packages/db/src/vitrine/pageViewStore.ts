import type pg from 'pg'

export type PageViewCount = { path: string; day: string; views: number }

export type PageViewStore = {
  record(view: { path: string; userId: string | null }): Promise<void>
  countByPathAndDay(range: { since: Date; until: Date; limit: number }): Promise<PageViewCount[]>
}

export function createPageViewStore(pool: pg.Pool): PageViewStore {
  return {
    async record({ path, userId }) {
      await pool.query('INSERT INTO vitrine.page_views (path, user_id) VALUES ($1, $2)', [path, userId])
    },
    async countByPathAndDay({ since, until, limit }) {
      const { rows } = await pool.query<{ path: string; day: string; views: string }>(
        `SELECT path, to_char(date_trunc('day', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*) AS views
         FROM vitrine.page_views WHERE at >= $1 AND at < $2
         GROUP BY 1, 2 ORDER BY 2 DESC, 3 DESC, 1 LIMIT $3`,
        [since, until, limit],
      )
      return rows.map((row) => ({ path: row.path, day: row.day, views: Number(row.views) }))
    },
  }
}
