/** The team: one portrait per person, described by their looks. */
import { portraitSvg } from '../subjects/portrait.mjs';

const TEAM = [
  {
    n: 1,
    skin: '#f1d0b8',
    hair: '#d2ccc4',
    hairStyle: 'bob',
    suit: '#26334d',
    shirt: '#f3ead9',
    bg: '#efe2d0',
    female: true,
    glasses: true,
    pearls: true,
    age: 55,
  },
  {
    n: 2,
    skin: '#e2b08c',
    hair: '#4a3729',
    hairStyle: 'short',
    suit: '#3c4048',
    shirt: '#dbe6f0',
    tie: '#2f5d62',
    bg: '#e6e2d6',
    grey: true,
    age: 45,
  },
  {
    n: 3,
    skin: '#c48a62',
    hair: '#3b2a22',
    hairStyle: 'long',
    suit: '#b8875a',
    shirt: '#2a2a30',
    bg: '#f0ddcf',
    female: true,
    earrings: true,
    age: 45,
  },
  {
    n: 4,
    skin: '#f0c9a8',
    hair: '#7a4a2e',
    hairStyle: 'short',
    beard: true,
    suit: '#2b3a55',
    shirt: '#ffffff',
    bg: '#e3e5da',
    age: 35,
  },
  {
    n: 5,
    skin: '#7d4f35',
    hair: '#231c1a',
    hairStyle: 'curly',
    suit: '#2f5d62',
    shirt: '#f6f1e8',
    bg: '#f2e2c8',
    female: true,
    earrings: true,
    age: 32,
  },
  {
    n: 6,
    skin: '#e9c39f',
    hair: '#1f1c1e',
    hairStyle: 'quiff',
    suit: '#8a9099',
    shirt: '#ffffff',
    bg: '#eadfd2',
    sweater: '#34405a',
    age: 26,
  },
];

export function teamTasks() {
  return TEAM.map((person) => ({
    name: `team-${person.n}`,
    renders: [
      {
        svg: () => portraitSvg(person, 640, 800),
        outputs: [640, 320].map((w) => ({ file: `team/team-${person.n}-${w}`, w, h: (w * 5) / 4 })),
      },
    ],
  }));
}
