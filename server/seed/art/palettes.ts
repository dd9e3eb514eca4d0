// Curated palettes for the generated artworks. Each artist keeps one or two, so a body of work
// reads as one hand. `grounds` are backgrounds; `inks` are the colours laid on them.

export interface Palette {
  name: string;
  grounds: string[];
  inks: string[];
}

export const palettes = {
  // Korean five directional colours, softened as in old dancheong paint.
  obangsaek: {
    name: 'obangsaek',
    grounds: ['#efe6d2', '#e9dfc9', '#1d1d1f'],
    inks: ['#1f4e8c', '#c1272d', '#e8b22a', '#f4f1ea', '#1b1b1b', '#2e7d5b'],
  },
  celadon: {
    name: 'celadon',
    grounds: ['#dfe6dc', '#eef0e8', '#c9d6cd'],
    inks: ['#8fb3a1', '#6c9a8b', '#a9c4b5', '#3f6d63', '#d8e3d6', '#51807a'],
  },
  hanjiEarth: {
    name: 'hanji earth',
    grounds: ['#ede3d1', '#e6d8c0', '#d9c7a7'],
    inks: ['#8a5a3b', '#b98b5e', '#5c4033', '#c9a46b', '#2f2a26', '#a65e3c'],
  },
  ink: {
    name: 'ink',
    grounds: ['#f1ece1', '#ebe4d6', '#f5f1e8'],
    inks: ['#1a1a1a', '#3b3b3b', '#6b6b6b', '#9a9a9a', '#b03a2e'],
  },
  jejuSea: {
    name: 'jeju sea',
    grounds: ['#0f2a3d', '#e8eef0', '#16384f'],
    inks: ['#1f6f8b', '#99d5e0', '#2b2b2b', '#f2efe6', '#4b9fb0', '#d9c6a5'],
  },
  rothkoRed: {
    name: 'deep red',
    grounds: ['#5b1a18', '#3d0f12', '#6e2419'],
    inks: ['#c2421d', '#e07a2e', '#8f1d21', '#2a0c10', '#d9a441', '#7a2c3a'],
  },
  nightBlue: {
    name: 'night blue',
    grounds: ['#0d1b3e', '#13254f', '#0a1530'],
    inks: ['#2c5aa0', '#8fb8e8', '#f1e9d2', '#4a7bc8', '#c7d9f0', '#e8c46a'],
  },
  autumnHill: {
    name: 'autumn hill',
    grounds: ['#f2e8d8', '#e9dcc4', '#332a22'],
    inks: ['#b5452a', '#d98b2b', '#7c3b22', '#e9c46a', '#4a5a3a', '#8c6f4e'],
  },
  spring: {
    name: 'spring',
    grounds: ['#f6f1ea', '#f3ece4', '#fbf8f3'],
    inks: ['#e9a3a8', '#f2c6b4', '#9cc5a1', '#f6e3a1', '#7aa6c2', '#d46a7e'],
  },
  seoulNeon: {
    name: 'seoul neon',
    grounds: ['#111016', '#1a1822', '#f0eeee'],
    inks: ['#ff3d7f', '#3df5ff', '#ffd23d', '#7b5cff', '#ff8a3d', '#f0f0f0'],
  },
  graphite: {
    name: 'graphite',
    grounds: ['#f4f2ee', '#eeebe5', '#e7e3dc'],
    inks: ['#2b2b2b', '#4a4a4a', '#6f6f6f', '#8a2f2f', '#1f3b5a'],
  },
  ochre: {
    name: 'ochre',
    grounds: ['#c8a268', '#b98f55', '#d8b67c'],
    inks: ['#8a6434', '#e3c590', '#5e4324', '#f0dcb4', '#a37a44'],
  },
  indigo: {
    name: 'indigo',
    grounds: ['#1e2a4a', '#263556', '#d9dbe3'],
    inks: ['#3b4f7d', '#6f82ad', '#151d33', '#e4e0d4', '#9aa8c7'],
  },
  whiteOnWhite: {
    name: 'white on white',
    grounds: ['#efece6', '#f2efe9', '#e8e4dc'],
    inks: ['#f7f5f0', '#dcd6cb', '#cfc8bb', '#fbfaf7', '#bdb5a7'],
  },
  moss: {
    name: 'moss',
    grounds: ['#2d3a2a', '#e8e6da', '#3a4634'],
    inks: ['#6b8a4e', '#a3b77a', '#c9cf9c', '#24301f', '#8f7a4a', '#e3dcc2'],
  },
  bauhaus: {
    name: 'primary',
    grounds: ['#f1ede4', '#ebe6da'],
    inks: ['#d7263d', '#1b4f9c', '#f4c430', '#1b1b1b', '#f1ede4', '#2a7f62'],
  },
  dusk: {
    name: 'dusk',
    grounds: ['#2b2238', '#f3e6dc'],
    inks: ['#ef8d6b', '#f5c28a', '#9c5c8f', '#4b3a68', '#f7e1c8', '#c9566d'],
  },
  sunflower: {
    name: 'field',
    grounds: ['#f4ecd8', '#2c3b2a'],
    inks: ['#e7b41f', '#d4641c', '#5b7f3a', '#2a4a6b', '#f4ecd8', '#8f2d1f'],
  },
  stone: {
    name: 'stone',
    grounds: ['#d8d4cc', '#cfcac0', '#e2ded6'],
    inks: ['#8c8578', '#5e5a52', '#b3ada2', '#3e3b36', '#a49b8a'],
  },
  bronze: {
    name: 'bronze',
    grounds: ['#e9e6e1', '#dedad3', '#2a2826'],
    inks: ['#7a5230', '#b07d4b', '#3e2a1a', '#d9a86a', '#5a4636'],
  },
  porcelain: {
    name: 'porcelain',
    grounds: ['#e3e1dc', '#d9d6cf', '#ecebe7'],
    inks: ['#f3efe6', '#e6dfcf', '#cfc6b3', '#b7c9c2', '#f8f6f0'],
  },
  mist: {
    name: 'mist',
    grounds: ['#cfd6d8', '#dfe3e2', '#b9c3c6'],
    inks: ['#8899a0', '#eef1f0', '#5f7078', '#a9b6b9', '#d7cfc0'],
  },
  copper: {
    name: 'copper',
    grounds: ['#1c1a19', '#2a2523'],
    inks: ['#c57b45', '#e8a86a', '#7a3f22', '#f1d3a8', '#4d2a1b'],
  },
  lotus: {
    name: 'lotus',
    grounds: ['#f3ede6', '#e8ddd5'],
    inks: ['#d98ba0', '#b35a74', '#6f8f72', '#f6d5cf', '#3f5a4c', '#e8b9a0'],
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
