import { describe, expect, test } from 'vitest'
import { batchRows, parseCsv } from './batchRows.ts'

describe('parseCsv', () => {
  test('reads quotes, commas and line breaks inside quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ])
  })
})

describe('batchRows', () => {
  const pictures = new Set(['1.png', '2.png'])
  test('a CSV becomes items with one trait per column', () => {
    const outcome = batchRows(
      'file,name,description,Color,Size\n1.png,One,First,Red,\n2.png,Two,,Blue,L\n',
      'csv',
      pictures,
    )
    expect(outcome).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          file: '1.png',
          name: 'One',
          description: 'First',
          attributes: [{ trait_type: 'Color', value: 'Red' }],
        },
        {
          line: 3,
          file: '2.png',
          name: 'Two',
          description: '',
          attributes: [
            { trait_type: 'Color', value: 'Blue' },
            { trait_type: 'Size', value: 'L' },
          ],
        },
      ],
    })
  })

  test('each problem is named with its line', () => {
    const outcome = batchRows('file,name,description\n1.png,One,\n3.png,Three,\n2.png,,\n', 'csv', pictures)
    expect(outcome).toEqual({ ok: false, problems: ['Line 3: no picture named 3.png.', 'Line 4: no name.'] })
    expect(batchRows('[{"file":"9.png","name":"x"}]', 'json', pictures)).toEqual({
      ok: false,
      problems: ['Item 1: no picture named 9.png.'],
    })
    expect(batchRows('{', 'json', pictures)).toEqual({ ok: false, problems: ['The JSON file is not valid JSON.'] })
  })
})
