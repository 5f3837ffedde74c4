// Invented but plausible names for places, clubs and people. Nothing here is a real club.

import type { Random } from './random';

const PLACE_HEADS = [
  'North',
  'South',
  'East',
  'West',
  'Ash',
  'Oak',
  'Elm',
  'Stone',
  'Clear',
  'Red',
  'Black',
  'White',
  'Green',
  'Frost',
  'Iron',
  'Silver',
  'Bright',
  'Fair',
  'Glen',
  'High',
  'Kings',
  'Lake',
  'Mill',
  'Rose',
  'Wolf',
  'Fox',
  'Hart',
  'Marsh',
  'Brook',
  'Cold',
  'Long',
  'Deep',
];
const PLACE_TAILS = [
  'bridge',
  'field',
  'ford',
  'haven',
  'wick',
  'moor',
  'ton',
  'bury',
  'dale',
  'gate',
  'holm',
  'mouth',
  'port',
  'stead',
  'vale',
  'water',
  'wood',
  'worth',
  'cliff',
  'mere',
  'ridge',
  'stow',
];

const CLUB_SUFFIXES: Record<string, readonly string[]> = {
  football: [
    'Rovers',
    'United',
    'Athletic',
    'City',
    'Wanderers',
    'Albion',
    'Town',
    'Rangers',
    'FC',
  ],
  basketball: ['Hawks', 'Giants', 'Comets', 'Storm', 'Titans', 'Blaze', 'Knights', 'Falcons'],
  futsal: ['Futsal Club', 'FS', 'Sala', 'Indoor'],
  handball: ['HC', 'Handball', 'Vikings', 'Lions', 'Sharks'],
  'ice-hockey': ['Wolves', 'Bears', 'Flyers', 'Blades', 'Huskies', 'Steelers', 'Lynx'],
  esports: ['Gaming', 'Esports', 'Squad', 'Collective', 'Five', 'Syndicate'],
  floorball: ['IBK', 'Innebandy', 'Floorball', 'Salibandy'],
  'water-polo': ['Water Polo', 'Aquatics', 'Swimming Club', 'Sharks'],
  baseball: ['Pilots', 'Miners', 'Herons', 'Barons', 'Owls', 'Lumberjacks'],
};

const FIRST_NAMES = [
  'Aaron',
  'Bram',
  'Caio',
  'Dario',
  'Elias',
  'Felix',
  'Goran',
  'Hugo',
  'Ivo',
  'Jonas',
  'Kai',
  'Luca',
  'Milo',
  'Nils',
  'Oskar',
  'Pavel',
  'Quinn',
  'Rafael',
  'Soren',
  'Tomas',
  'Umar',
  'Viktor',
  'Wes',
  'Yann',
  'Zeno',
  'Ana',
  'Bea',
  'Clara',
  'Dina',
  'Elin',
  'Freya',
  'Greta',
  'Ines',
  'Lena',
  'Mara',
];
const LAST_NAMES = [
  'Abbot',
  'Brenner',
  'Castell',
  'Dorn',
  'Ekberg',
  'Falk',
  'Gallo',
  'Holt',
  'Ivers',
  'Jarvik',
  'Kessel',
  'Lund',
  'Marlow',
  'Norberg',
  'Ostrom',
  'Pellan',
  'Quist',
  'Rask',
  'Sallow',
  'Tarn',
  'Ulric',
  'Varga',
  'Wendt',
  'Yorke',
  'Zeller',
  'Amsel',
  'Birk',
  'Corvo',
  'Dusk',
  'Ferro',
];
const GAMER_TAGS = [
  'zephyr',
  'kestrel',
  'nova',
  'flint',
  'echo',
  'rune',
  'vex',
  'pyre',
  'sable',
  'onyx',
  'drift',
  'quill',
  'ember',
  'halo',
  'lumen',
  'mako',
  'orbit',
  'pike',
  'tundra',
  'wisp',
];

export function placeName(random: Random): string {
  return random.pick(PLACE_HEADS) + random.pick(PLACE_TAILS);
}

export function clubName(random: Random, sport: string, place: string): string {
  const suffixes = CLUB_SUFFIXES[sport] ?? CLUB_SUFFIXES.football ?? ['Club'];
  const suffix = random.pick(suffixes);
  return suffix === 'FC' || suffix === 'HC' || suffix === 'FS'
    ? `${suffix} ${place}`
    : `${place} ${suffix}`;
}

export function personName(random: Random): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}

export function gamerTag(random: Random): string {
  return random.pick(GAMER_TAGS) + String(random.int(0, 99));
}

/** Three capital letters from the most telling word of a name: "Northbridge Rovers" -> "NOR". */
export function nameCode(name: string): string {
  const words = name.split(' ').filter((word) => word.length > 2 || word === word.toUpperCase());
  const main = words.find((word) => word !== word.toUpperCase()) ?? words[0] ?? name;
  return main
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

export function colourHex(random: Random): string {
  const channel = () => random.int(0, 255).toString(16).padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}
