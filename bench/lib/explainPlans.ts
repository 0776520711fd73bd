import type pg from 'pg'

/** A case to explain: `run(sample)` sends the statements whose plans are wanted. */
export type PlanCase = [label: string, run: (sample: number) => Promise<unknown>]

const planLines = async (pool: pg.Pool, sql: string, values: unknown[]) =>
  (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values)).rows.map(
    (row) => row['QUERY PLAN'],
  )

/** Index names a plan uses, tables it reads whole, and its execution time. */
function planSummary(lines: string[]) {
  const text = lines.join('\n')
  const names = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((match) => match[1]))]
  return {
    indexes: names(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g),
    seqScans: names(/Seq Scan on (\S+)/g),
    ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]),
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very SQL a case runs: `buildCases` gets a pool that records
 * each statement (for the code under test to run on), and each recorded statement is then
 * explained with the same values. Each case runs for samples 1..`samples`, since a plan can differ
 * between them; the slowest sample's plan is printed whole, then a line per statement in short.
 * Statements that `followUpOf` names (the same kind in every case, such as the owners of a page)
 * are shown under that name, and their plan is printed whole once; the others are the case's own.
 */
export async function explainPlans(
  pool: pg.Pool,
  options: { samples: number; followUpOf: (sql: string) => string | null },
  buildCases: (recorder: pg.Pool) => PlanCase[],
) {
  const recorded: { sql: string; values: unknown[] }[] = []
  const recorder = {
    // The API's queries pass a config object (a named statement); anything else passes text.
    query: (config: string | { text: string; values: unknown[] }, values?: unknown[]) => {
      if (typeof config === 'string') recorded.push({ sql: config, values: values ?? [] })
      else recorded.push({ sql: config.text, values: config.values })
      return pool.query(config as never, values)
    },
  }
  const cases = buildCases(recorder as unknown as pg.Pool)
  const summaries: string[] = []
  const printed = new Set<string>()
  for (const [label, run] of cases) {
    // Per statement the case runs (named by its role): every sample's plan. A statement may run
    // in some samples only (one whose answer the code keeps a while, say).
    const plans = new Map<string | null, { sample: number; lines: string[] }[]>()
    for (let sample = 1; sample <= options.samples; sample++) {
      recorded.length = 0
      await run(sample)
      for (const { sql, values } of [...recorded]) {
        const followUp = options.followUpOf(sql)
        plans.set(followUp, [...(plans.get(followUp) ?? []), { sample, lines: await planLines(pool, sql, values) }])
      }
    }
    for (const [followUp, samples] of plans) {
      const name = followUp ? `${label} → ${followUp}` : label
      const measured = samples.map((plan) => ({ ...plan, ...planSummary(plan.lines) })).sort((a, b) => a.ms - b.ms)
      const slowest = measured[measured.length - 1]
      const median = measured[Math.floor(measured.length / 2)]
      if (!slowest || !median) continue
      if (!followUp || !printed.has(followUp)) {
        if (followUp) printed.add(followUp)
        console.log(
          `\n── ${name} (slowest of ${samples.length}: sample ${slowest.sample})\n   ${slowest.lines.join('\n   ')}`,
        )
      }
      const indexes = [...new Set(measured.flatMap((plan) => plan.indexes))].join(', ')
      const seqScans = [...new Set(measured.flatMap((plan) => plan.seqScans))]
      summaries.push(
        `${name.padEnd(62)} ${measured[0]?.ms.toFixed(2).padStart(7)} ${median.ms.toFixed(2).padStart(7)} ` +
          `${slowest.ms.toFixed(2).padStart(8)}  ${indexes}${seqScans.length ? `; seq scan: ${seqScans.join(', ')}` : ''}` +
          (samples.length < options.samples ? ` (${samples.length} of ${options.samples} samples)` : ''),
      )
    }
  }
  console.log(
    `\nPlans in short, ${options.samples} samples each: execution ms (min, median, max) and the indexes used:\n` +
      summaries.map((line) => `  ${line}`).join('\n'),
  )
}
