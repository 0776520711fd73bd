/** One item of a batch: its picture file's name and its metadata. */
export type BatchRow = {
  line: number
  file: string
  name: string
  description: string
  attributes: { trait_type: string; value: string }[]
}

export type BatchOutcome = { ok: true; rows: BatchRow[] } | { ok: false; problems: string[] }

/** RFC 4180 CSV: quoted fields with "" for a quote, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

/**
 * The batch a CSV (file name, name, description, then one column per trait type) or JSON (a list
 * of `{ file, name, description?, attributes? }`) describes, checked against the pictures chosen:
 * every problem named with its line (CSV) or item (JSON) number, before anything is uploaded.
 */
export function batchRows(text: string, kind: 'csv' | 'json', pictures: ReadonlySet<string>): BatchOutcome {
  const problems: string[] = []
  const rows: BatchRow[] = []
  if (kind === 'json') {
    let items: unknown
    try {
      items = JSON.parse(text)
    } catch {
      return { ok: false, problems: ['The JSON file is not valid JSON.'] }
    }
    if (!Array.isArray(items)) return { ok: false, problems: ['The JSON file must be a list of items.'] }
    items.forEach((item: Record<string, unknown>, index) => {
      const at = `Item ${index + 1}`
      const attributes = Array.isArray(item?.attributes) ? (item.attributes as BatchRow['attributes']) : []
      rows.push({
        line: index + 1,
        file: String(item?.file ?? ''),
        name: String(item?.name ?? ''),
        description: String(item?.description ?? ''),
        attributes: attributes.map((a) => ({ trait_type: String(a.trait_type ?? ''), value: String(a.value ?? '') })),
      })
      if (typeof item?.file !== 'string') problems.push(`${at}: no file name.`)
    })
  } else {
    const [header, ...records] = parseCsv(text).filter((record) => record.some((field) => field.trim() !== ''))
    if (!header || header.length < 2)
      return {
        ok: false,
        problems: ['The CSV needs a header: file, name, description, then one column per trait type.'],
      }
    const traitTypes = header.slice(3).map((type) => type.trim())
    records.forEach((record, index) => {
      const line = index + 2
      if (record.length > header.length)
        problems.push(`Line ${line}: ${record.length} fields, the header has ${header.length}.`)
      rows.push({
        line,
        file: (record[0] ?? '').trim(),
        name: (record[1] ?? '').trim(),
        description: (record[2] ?? '').trim(),
        attributes: traitTypes
          .map((type, column) => ({ trait_type: type, value: (record[column + 3] ?? '').trim() }))
          .filter((trait) => trait.trait_type && trait.value),
      })
    })
  }
  const at = (row: BatchRow) => (kind === 'csv' ? `Line ${row.line}` : `Item ${row.line}`)
  for (const row of rows) {
    if (!row.name) problems.push(`${at(row)}: no name.`)
    if (row.file && !pictures.has(row.file)) problems.push(`${at(row)}: no picture named ${row.file}.`)
    if (!row.file && kind === 'csv') problems.push(`${at(row)}: no file name.`)
  }
  if (rows.length === 0) problems.push('The list has no items.')
  return problems.length ? { ok: false, problems } : { ok: true, rows }
}
