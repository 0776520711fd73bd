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
 * A case's statements after its first are named `followUp`: the same for every case, their plan
 * is printed whole once.
 */
export async function explainPlans(
  pool: pg.Pool,
  options: { samples: number; followUp: string },
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
  let followUpPrinted = false
  for (const [label, run] of cases) {
    // Per statement the case runs: every sample's plan.
    const plans: { sample: number; lines: string[] }[][] = []
    for (let sample = 1; sample <= options.samples; sample++) {
      recorded.length = 0
      await run(sample)
      for (const [index, { sql, values }] of [...recorded].entries()) {
        plans[index] = [...(plans[index] ?? []), { sample, lines: await planLines(pool, sql, values) }]
      }
    }
    for (const [index, samples] of plans.entries()) {
      const name = index === 0 ? label : `${label} → ${options.followUp}`
      const measured = samples.map((plan) => ({ ...plan, ...planSummary(plan.lines) })).sort((a, b) => a.ms - b.ms)
      const slowest = measured[measured.length - 1]
      const median = measured[Math.floor(measured.length / 2)]
      if (!slowest || !median) continue
      if (index === 0 || !followUpPrinted) {
        followUpPrinted ||= index > 0
        console.log(
          `\n── ${name} (slowest of ${samples.length}: sample ${slowest.sample})\n   ${slowest.lines.join('\n   ')}`,
        )
      }
      const indexes = [...new Set(measured.flatMap((plan) => plan.indexes))].join(', ')
      const seqScans = [...new Set(measured.flatMap((plan) => plan.seqScans))]
      summaries.push(
        `${name.padEnd(62)} ${measured[0]?.ms.toFixed(2).padStart(7)} ${median.ms.toFixed(2).padStart(7)} ` +
          `${slowest.ms.toFixed(2).padStart(8)}  ${indexes}${seqScans.length ? `; seq scan: ${seqScans.join(', ')}` : ''}`,
      )
    }
  }
  console.log(
    `\nPlans in short, ${options.samples} samples each: execution ms (min, median, max) and the indexes used:\n` +
      summaries.map((line) => `  ${line}`).join('\n'),
  )
}
