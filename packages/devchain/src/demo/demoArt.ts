import { keccak256, toHex } from 'viem'
import type { DemoCollection } from './demoCollections.ts'

export type DemoToken = {
  svg: string
  attributes: { trait_type: string; value: string }[]
}

const palettes = {
  Dawn: ['#ffcf99', '#ff9f7a', '#e86a6a', '#7d4e7f'],
  Noon: ['#fff3c4', '#f7d488', '#e3a857', '#b0713a'],
  Dusk: ['#ffb8a0', '#c46d8c', '#6b4c8a', '#2e2d5b'],
  Night: ['#5b6ea8', '#3b4a7a', '#232f55', '#12172e'],
  Lagoon: ['#d6f5ef', '#7fd6c8', '#2fa4a0', '#1c5d73'],
  Ember: ['#ffe0a3', '#ff9a3c', '#d9480f', '#5c1a0b'],
} as const

/** Deterministic numbers from a seed: the same token always gets the same picture. */
function numbers(seed: string) {
  const hash = keccak256(toHex(seed)).slice(2)
  let index = 0
  return (max: number) => {
    const value = Number.parseInt(hash.slice(index % 60, (index % 60) + 4), 16)
    index += 4
    return value % max
  }
}

/** A picture and traits for one token of a demo collection: plain SVG shapes, no script, no links. */
export function demoArt(collection: DemoCollection, tokenId: number): DemoToken {
  const next = numbers(`${collection.slug}:${tokenId}`)
  const paletteName = Object.keys(palettes)[next(6)] as keyof typeof palettes
  const [a, b, c, d] = palettes[paletteName]
  let body = ''
  let shape = ''
  if (collection.style === 'dunes') {
    const ridges = 3 + next(3)
    shape = `${ridges} ridges`
    for (let i = 0; i < ridges; i++) {
      const y = 230 + i * (230 / ridges) + next(30)
      const amp = 20 + next(50)
      body += `<path d="M0 ${y} C 120 ${y - amp}, 240 ${y + amp}, 400 ${y - next(40)} L400 400 L0 400Z" fill="${[b, c, d, a][i % 4]}" opacity="0.92"/>`
    }
    body = `<circle cx="${80 + next(240)}" cy="${70 + next(80)}" r="${26 + next(24)}" fill="${a}"/>${body}`
  } else if (collection.style === 'orbs') {
    const rings = next(3)
    shape = ['Bare', 'Ringed', 'Twin-ringed'][rings] as string
    const r = 70 + next(60)
    body = `<circle cx="200" cy="200" r="${r}" fill="${b}"/><circle cx="${200 - r / 3}" cy="${200 - r / 3}" r="${r / 2}" fill="${a}" opacity="0.6"/>`
    for (let i = 0; i < rings; i++) {
      body += `<ellipse cx="200" cy="200" rx="${r + 30 + i * 22}" ry="${18 + i * 8}" fill="none" stroke="${c}" stroke-width="6" transform="rotate(${-20 + next(40)} 200 200)"/>`
    }
  } else if (collection.style === 'signal') {
    const bars = 8 + next(10)
    shape = `${bars} bars`
    const width = 360 / bars
    for (let i = 0; i < bars; i++) {
      const h = 40 + next(280)
      body += `<rect x="${20 + i * width}" y="${380 - h}" width="${width - 4}" height="${h}" fill="${[a, b, c][i % 3]}"/>`
    }
  } else {
    const grid = 2 + next(3)
    shape = `${grid}×${grid} grid`
    const cell = 320 / grid
    for (let x = 0; x < grid; x++) {
      for (let y = 0; y < grid; y++) {
        body += `<rect x="${40 + x * cell + 6}" y="${40 + y * cell + 6}" width="${cell - 12}" height="${cell - 12}" rx="${next(30)}" fill="${[a, b, c][(x + y + next(3)) % 3]}"/>`
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${d}"/>${body}</svg>`
  const rarity = ['Common', 'Common', 'Common', 'Uncommon', 'Uncommon', 'Rare'][next(6)] as string
  return {
    svg,
    attributes: [
      { trait_type: 'Palette', value: paletteName },
      { trait_type: 'Form', value: shape },
      { trait_type: 'Rarity', value: rarity },
    ],
  }
}
