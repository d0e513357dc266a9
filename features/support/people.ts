import { defineParameterType } from '@cucumber/cucumber';

/** The people of the specs, and what the shop knows them by. */
export interface Person {
  name: 'Amy' | 'Ben' | 'Cathy';
  email: string;
  password: string;
  nickname: string;
}

export const PEOPLE: Record<Person['name'], Person> = {
  Amy: { name: 'Amy', email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy' },
  Ben: { name: 'Ben', email: 'ben@example.com', password: 'jiutuan-demo-2', nickname: '爸比Ben' },
  Cathy: { name: 'Cathy', email: 'cathy@example.com', password: 'cathy-1234', nickname: '凱西' },
};

/** "媽咪 Amy", "visitor Ben", "Amy": the role words are for the reader; the name decides. */
defineParameterType({
  name: 'person',
  regexp: /(?:媽咪 |爸比 |visitor )?(?:Amy|Ben|Cathy)/,
  transformer: (text: string): Person => PEOPLE[text.replace(/^(媽咪|爸比|visitor) /, '') as Person['name']],
});

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** "6 days and 12 hours", "1 minute". */
defineParameterType({
  name: 'duration',
  regexp: /\d+ (?:days?|hours?|minutes?)(?: and \d+ (?:days?|hours?|minutes?))*/,
  transformer: (text: string): number =>
    text.split(' and ').reduce((total, part) => {
      const [count, unit] = part.split(' ');
      return total + Number(count) * UNIT_MS[unit.replace(/s$/, '')];
    }, 0),
});

/** "380", "1,280": an amount of TWD as the shop writes it. */
defineParameterType({ name: 'amount', regexp: /\d{1,3}(?:,\d{3})+|\d+/, transformer: (text: string): number => Number(text.replace(/,/g, '')) });
