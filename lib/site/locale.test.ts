import { madeUpDish } from '@/test/made-up';
import {
  cityIn,
  descriptionIn,
  langOfPart,
  localeOfPath,
  localePath,
  nameIn,
  switchedPath,
} from './locale';

describe('addresses in each language', () => {
  it('puts a Hindi page under /hi/ and leaves an English one where the spec has it', () => {
    expect(localePath('en', '/menu/')).toBe('/menu/');
    expect(localePath('hi', '/menu/')).toBe('/hi/menu/');
    expect(localePath('hi', '/')).toBe('/hi/');
  });

  it('tells a Hindi page by its first folder only', () => {
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/order/')).toBe('hi');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/history/')).toBe('en');
    expect(localeOfPath('/menu/hi/')).toBe('en');
  });

  it.each([
    ['/', '/hi/'],
    ['/menu/', '/hi/menu/'],
    ['/order/', '/hi/order/'],
  ])('switches %s and %s both ways', (english, hindi) => {
    expect(switchedPath(english)).toBe(hindi);
    expect(switchedPath(hindi)).toBe(english);
  });

  it('switches the addresses Next.js reports without a trailing slash', () => {
    expect(switchedPath('/hi')).toBe('/');
    expect(switchedPath('/hi/menu')).toBe('/menu');
  });
});

describe("the cafe's words in each language", () => {
  const tea = madeUpDish('Kulhad Tea', {
    hindiName: 'कुल्हड़ चाय',
    description: 'In a clay cup',
    hindiDescription: 'मिट्टी के कुल्हड़ में',
  });
  const coffee = madeUpDish('Hot Coffee', { description: 'With milk' });

  it('shows the Hindi name and description on a Hindi page', () => {
    expect(nameIn('hi', tea)).toBe('कुल्हड़ चाय');
    expect(descriptionIn('hi', tea)).toBe('मिट्टी के कुल्हड़ में');
  });

  it('shows the English words on an English page', () => {
    expect(nameIn('en', tea)).toBe('Kulhad Tea');
    expect(descriptionIn('en', tea)).toBe('In a clay cup');
  });

  it('falls back to the English words where the Hindi ones are missing', () => {
    expect(nameIn('hi', coffee)).toBe('Hot Coffee');
    expect(descriptionIn('hi', coffee)).toBe('With milk');
    expect(descriptionIn('hi', madeUpDish('Water'))).toBeUndefined();
  });
});

describe('cityIn', () => {
  it('names the city in Hindi on a Hindi page where the owner wrote it, else as written', () => {
    const address = { city: 'Prayagraj', hindiCity: 'प्रयागराज' };
    expect(cityIn('hi', address)).toBe('प्रयागराज');
    expect(cityIn('en', address)).toBe('Prayagraj');
    expect(cityIn('hi', { city: 'Prayagraj' })).toBe('Prayagraj');
  });
});

describe('langOfPart', () => {
  it('marks English text on a Hindi page, and Hindi text on an English one', () => {
    expect(langOfPart('hi', 'Best steam momos in the area.')).toBe('en-IN');
    expect(langOfPart('en', 'चाय बहुत अच्छी है')).toBe('hi-IN');
  });

  it('leaves text in the page’s own language unmarked, a Hinglish review among it', () => {
    expect(langOfPart('en', 'Best steam momos in the area.')).toBeUndefined();
    expect(langOfPart('hi', 'चाय बहुत अच्छी है')).toBeUndefined();
    // Written in Latin letters, it is read as English is: a Hindi voice cannot read it better.
    expect(langOfPart('en', 'Chai ekdum mast hai')).toBeUndefined();
    // A Hindi review that names a dish in Latin letters is still Hindi.
    expect(langOfPart('hi', 'Steam Momos सबसे अच्छे हैं')).toBeUndefined();
  });
});
