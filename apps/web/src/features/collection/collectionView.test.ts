import { expect, test } from 'vitest'
import { activityParams, collectionView, itemsParams, lazyListingsParams, viewQuery } from './collectionView.ts'

test('a URL gives the view, and the view gives the URL back', () => {
  const view = collectionView({
    tab: 'activity',
    sort: 'newest',
    trait: ['Palette:Dusk', 'Palette:Dawn', 'Form:Ridge: tall'],
    listed: '1',
  })
  expect(view).toEqual({
    tab: 'activity',
    sort: 'newest',
    traits: { Palette: ['Dusk', 'Dawn'], Form: ['Ridge: tall'] },
    listed: true,
  })
  expect(collectionView(viewQuery(view))).toEqual(view)
  expect(viewQuery(collectionView({}))).toEqual({})
  expect(collectionView({ sort: 'price' }).sort).toBe('price')
  expect(viewQuery(collectionView({ sort: 'price' }))).toEqual({ sort: 'price' })
})

test('unknown values fall back to the default view', () => {
  expect(collectionView({ tab: 'x', sort: 'cheapest', trait: ['nocolon', ':empty'], listed: 'yes' })).toEqual({
    tab: 'items',
    sort: 'tokenId',
    traits: {},
    listed: false,
  })
})

test('the API parameters of a view', () => {
  expect(itemsParams('0xA', collectionView({}))).toEqual({ address: '0xA', sort: 'tokenId', limit: 24 })
  expect(itemsParams('0xA', collectionView({ trait: 'Palette:Dusk' }))).toMatchObject({ traits: { Palette: ['Dusk'] } })
  expect(itemsParams('0xA', collectionView({ listed: '1' }))).toMatchObject({ listed: true })
})

test('the activity tab by source: ?source= names one trading source, else all activity', () => {
  const view = collectionView({ tab: 'activity', source: 'rarible' })
  expect(view).toEqual({ tab: 'activity', sort: 'tokenId', traits: {}, listed: false, source: 'rarible' })
  expect(viewQuery(view)).toEqual({ tab: 'activity', source: 'rarible' })
  expect(activityParams('0x1', view.source)).toEqual({ address: '0x1', sources: ['rarible'], limit: 20 })
  expect(collectionView({ tab: 'activity', source: 'seaport' }).source).toBeUndefined()
  expect(activityParams('0x1')).toEqual({ address: '0x1', limit: 20 })
})

test("the shelf's lazy listings follow the Items tab's trait filters, not the Activity tab's URL", () => {
  const base = { side: 'listing', address: '0xA', kind: 'lazy', limit: 20 }
  expect(lazyListingsParams('0xA')).toEqual(base)
  expect(lazyListingsParams('0xA', collectionView({}))).toEqual(base)
  expect(lazyListingsParams('0xA', collectionView({ trait: ['Palette:Dusk', 'Palette:Dawn'] }))).toEqual({
    ...base,
    traits: { Palette: ['Dusk', 'Dawn'] },
  })
  expect(lazyListingsParams('0xA', collectionView({ tab: 'activity', trait: 'Palette:Dusk' }))).toEqual(base)
})
