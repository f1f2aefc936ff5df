// The NBF's club points (klubbpoeng), as far as the public text goes. Source: Mesterpoengreglement for Norsk
// Bridgeforbund (valid from 2015-09-01), 3.1 "Klubbpoeng" and "Tabell B: Klubbpoeng i parturneringer"; only the
// table of contents was available, not the table's values.
import type { MasterpointScale } from '../types.js';

const REG = 'Mesterpoengreglement for Norsk Bridgeforbund (2015-09-01)';

export const nbfClub: MasterpointScale = {
  id: 'nbf-club',
  name: 'NBF klubbpoeng',
  federation: 'Norsk Bridgeforbund',
  unit: { name: 'mesterpoeng', decimals: 0 },
  source: `${REG}, 3.1 and Tabell B (pairs), Tabell A (teams), Tabell C (individual)`,
  missing: [
    'the values of Tabell B (club points in pairs events) and of Tabell A and C: not in the public text seen',
    'the share of the field that receives points at club level, and how ties share: not in the public text seen',
  ],
  interpretations: [],
  rules: {
    kind: 'incomplete',
    known: [
      {
        value: 'club, district (krets) and federation points are separate kinds',
        source: `${REG}, 3 "Bruk av mesterpoeng": 3.1 Klubbpoeng, 3.2 Kretspoeng, 3.3 Forbundspoeng`,
      },
      {
        value: 'Poenghøsten (district points at a club evening, table E-1): at least 6 pairs, a quarter of the field; 20 pairs 20-13-9-6-4',
        source: 'bridge.no/Turneringer/Poenghoesten',
      },
    ],
  },
};
