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

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((colour, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`

/**
 * A picture and traits for one token of a demo collection: SVG shapes and gradients, no script,
 * no links. The traits come from the token's own numbers (`next`), the finish (light, stars,
 * gradients) from a second series, so the finish can change without changing any trait.
 */
export function demoArt(collection: DemoCollection, tokenId: number): DemoToken {
  const next = numbers(`${collection.slug}:${tokenId}`)
  const finish = numbers(`${collection.slug}:${tokenId}:finish`)
  const paletteName = Object.keys(palettes)[next(6)] as keyof typeof palettes
  const [a, b, c, d] = palettes[paletteName]
  let defs = ''
  let body = ''
  let shape = ''
  let background: string = d
  if (collection.style === 'dunes') {
    const ridges = 3 + next(3)
    shape = `${ridges} ridges`
    defs += gradient('sky', [d, c, b, a])
    background = 'url(#sky)'
    for (let i = 0; i < ridges; i++) {
      const y = 230 + i * (230 / ridges) + next(30)
      const amp = 20 + next(50)
      const fill = [b, c, d, a][i % 4] as string
      defs += gradient(`ridge${i}`, [fill, [c, d, a, b][i % 4] as string])
      body += `<path d="M0 ${y} C 120 ${y - amp}, 240 ${y + amp}, 400 ${y - next(40)} L400 400 L0 400Z" fill="url(#ridge${i})" opacity="0.95"/>`
    }
    const [cx, cy, r] = [80 + next(240), 70 + next(80), 26 + next(24)]
    defs += `<radialGradient id="glow"><stop offset="0" stop-color="${a}" stop-opacity="0.9"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>`
    body = `<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${a}"/>${body}`
  } else if (collection.style === 'orbs') {
    const rings = next(3)
    shape = ['Bare', 'Ringed', 'Twin-ringed'][rings] as string
    const r = 70 + next(60)
    defs += `<radialGradient id="space" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${d}"/><stop offset="1" stop-color="#07070d"/></radialGradient>`
    defs += `<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${a}"/><stop offset="0.45" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></radialGradient>`
    background = 'url(#space)'
    for (let i = 0; i < 40; i++) {
      body += `<circle cx="${finish(400)}" cy="${finish(400)}" r="${0.6 + finish(15) / 10}" fill="#fff" opacity="${(3 + finish(7)) / 10}"/>`
    }
    let back = ''
    let front = ''
    for (let i = 0; i < rings; i++) {
      const [rx, ry, tilt] = [r + 30 + i * 22, 18 + i * 8, -20 + next(40)]
      const ring = (half: string) =>
        `<path d="M${200 - rx} 200 A${rx} ${ry} 0 0 ${half} ${200 + rx} 200" fill="none" stroke="${[c, a][i % 2]}" stroke-width="6" opacity="0.9" transform="rotate(${tilt} 200 200)"/>`
      back += ring('1')
      front += ring('0')
    }
    body += `${back}<circle cx="200" cy="200" r="${r}" fill="url(#planet)"/>${front}`
  } else if (collection.style === 'signal') {
    const bars = 8 + next(10)
    shape = `${bars} bars`
    const width = 360 / bars
    defs += gradient('screen', ['#0d0f14', d])
    background = 'url(#screen)'
    for (let i = 0; i < 3; i++) defs += gradient(`bar${i}`, [[a, b, c][i] as string, d])
    for (let i = 0; i < bars; i++) {
      const h = 40 + next(280)
      body += `<rect x="${20 + i * width}" y="${380 - h}" width="${width - 4}" height="${h}" rx="3" fill="url(#bar${i % 3})"/>`
    }
    body += `<path d="M20 ${120 + finish(80)} ${Array.from({ length: 12 }, (_, i) => `L${50 + i * 30} ${60 + finish(160)}`).join(' ')}" fill="none" stroke="${a}" stroke-width="2" opacity="0.7"/>`
  } else {
    const grid = 2 + next(3)
    shape = `${grid}×${grid} grid`
    const cell = 320 / grid
    defs += gradient('paper', ['#fbf7ef', '#ece4d3'])
    background = 'url(#paper)'
    for (let x = 0; x < grid; x++) {
      for (let y = 0; y < grid; y++) {
        const [left, top, size, rx] = [40 + x * cell + 6, 40 + y * cell + 6, cell - 12, next(30)]
        // A soft shadow drawn as two offset shapes: librsvg's blur filter costs a second a picture.
        body += `<rect x="${left + 1}" y="${top + 5}" width="${size}" height="${size}" rx="${rx}" fill="#5a4a2a" opacity="0.08"/>`
        body += `<rect x="${left}" y="${top + 3}" width="${size}" height="${size}" rx="${rx}" fill="#5a4a2a" opacity="0.1"/>`
        body += `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="${rx}" fill="${[a, b, c][(x + y + next(3)) % 3]}"/>`
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><defs>${defs}</defs><rect width="400" height="400" fill="${background}"/>${body}</svg>`
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
